import { test } from '@japa/runner'
import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { RouterFactory } from '@adonisjs/core/factories/http'
import type { Route } from '@adonisjs/core/http'
import { shareControllers } from '#services/platform/shared_controllers'

const made = { plain: 0, injected: 0 }

class PlainController {
  constructor() {
    made.plain++
  }
  show() {
    return 'plain'
  }
}

class Greeting {
  text = 'injected'
}

@inject()
class InjectedController {
  constructor(private greeting: Greeting) {
    made.injected++
  }
  show() {
    return this.greeting.text
  }
}

test.group('Controllers shared between requests', () => {
  test('a plain controller is made once; one given something by the container, per request', async ({
    assert,
  }) => {
    const router = new RouterFactory().merge({ app }).create()
    const routes = router.group(() => {
      router.get('plain', [async () => ({ default: PlainController }), 'show'])
      router.get('injected', [async () => ({ default: InjectedController }), 'show'])
    })
    shareControllers(routes)

    const [plain, injected] = routes.routes as Route[]
    const call = async (route: Route) => {
      const { handler } = route.toJSON()
      if (typeof handler === 'function') throw new Error(`${route.getPattern()} has no controller`)
      return handler.handle(app.container.createResolver(), await testUtils.createHttpContext())
    }
    for (let request = 0; request < 3; request++) {
      assert.equal(await call(plain), 'plain')
      assert.equal(await call(injected), 'injected')
    }
    assert.deepEqual(made, { plain: 1, injected: 3 })
  })
})
