import { test } from '@japa/runner'
import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { RouterFactory } from '@adonisjs/core/factories/http'
import type { HttpContext, Route } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { shareInstances } from '#services/platform/shared_instances'

const made = { controller: 0, injectedController: 0, middleware: 0, injectedMiddleware: 0 }

class Greeting {
  text = 'injected'
}

class PlainController {
  constructor() {
    made.controller++
  }
  show() {
    return 'plain'
  }
}

@inject()
class InjectedController {
  constructor(private greeting: Greeting) {
    made.injectedController++
  }
  show() {
    return this.greeting.text
  }
}

class FailingController {
  show(): string {
    throw new Error('refused')
  }
}

class PlainMiddleware {
  constructor() {
    made.middleware++
  }
  handle(_ctx: HttpContext, next: NextFn, options: { tag: string }) {
    return next().then(() => options.tag)
  }
}

@inject()
class InjectedMiddleware {
  constructor(private greeting: Greeting) {
    made.injectedMiddleware++
  }
  handle(_ctx: HttpContext, next: NextFn) {
    return next().then(() => this.greeting.text)
  }
}

test.group('Controllers and middleware shared between requests', () => {
  test('each is made once, unless the container gives it something', async ({ assert }) => {
    const router = new RouterFactory().merge({ app }).create()
    const named = router.named({
      plain: async () => ({ default: PlainMiddleware }),
      injected: async () => ({ default: InjectedMiddleware }),
    })
    const routes = router.group(() => {
      router
        .get('plain', [async () => ({ default: PlainController }), 'show'])
        .use(named.plain({ tag: 'tagged' }))
      router
        .get('injected', [async () => ({ default: InjectedController }), 'show'])
        .use(named.injected())
    })
    shareInstances(routes)

    const [plain, injected] = routes.routes as Route[]
    const request = async (route: Route) => {
      const { handler } = route.toJSON()
      const [middleware] = route.getMiddleware().flat()
      if (typeof handler === 'function' || typeof middleware === 'function') {
        throw new Error(`${route.getPattern()} has no controller or named middleware`)
      }
      const resolver = app.container.createResolver()
      const ctx = await testUtils.createHttpContext()
      let answer: unknown
      const afterMiddleware = await middleware.handle(
        resolver,
        ctx,
        async () => {
          answer = await handler.handle(resolver, ctx)
        },
        middleware.args
      )
      return [afterMiddleware, answer]
    }
    for (let count = 0; count < 3; count++) {
      assert.deepEqual(await request(plain), ['tagged', 'plain'])
      assert.deepEqual(await request(injected), ['injected', 'injected'])
    }
    assert.deepEqual(made, {
      controller: 1,
      injectedController: 3,
      middleware: 1,
      injectedMiddleware: 3,
    })
  })

  test('a method that answers at once, or throws, still gives the framework a promise', async ({
    assert,
  }) => {
    const router = new RouterFactory().merge({ app }).create()
    const routes = router.group(() => {
      router.get('plain', [async () => ({ default: PlainController }), 'show'])
      router.get('failing', [async () => ({ default: FailingController }), 'show'])
    })
    shareInstances(routes)

    const ctx = await testUtils.createHttpContext()
    const resolver = app.container.createResolver()
    const [plain, failing] = (routes.routes as Route[]).map((route) => {
      const { handler } = route.toJSON()
      if (typeof handler === 'function') throw new Error('no controller')
      return () => handler.handle(resolver, ctx)
    })
    // The first call makes the instance; the later ones call it directly.
    for (let count = 0; count < 2; count++) {
      const answer = plain()
      assert.instanceOf(answer, Promise)
      assert.equal(await answer, 'plain')
      const refusal = failing()
      assert.instanceOf(refusal, Promise)
      await assert.rejects(() => refusal, 'refused')
    }
  })
})
