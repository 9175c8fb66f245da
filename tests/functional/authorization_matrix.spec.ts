import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import type { Role } from '#models/user'
import { signedIn } from '#tests/helpers/auth'
import { BrowserAgent } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'

type GuardedRoute = { method: string; path: string; roles?: Role[] }

/**
 * Every route behind the auth middleware, read from the router itself, so a
 * route added later is covered without anyone remembering to list it.
 * Parameters get values that name nothing: the guard must answer first.
 */
function guardedRoutes(): GuardedRoute[] {
  return Object.values(router.toJSON())
    .flat()
    .flatMap((route) => {
      const auth = route.middleware
        .all()
        .values()
        .find((entry) => 'name' in entry && entry.name === 'auth') as
        { args?: { roles?: Role[] } } | undefined
      if (!auth) return []
      const path = route.pattern.replace(/:(\w+)/g, (_, name: string) =>
        name === 'number' ? 'NONE-0000' : '987654'
      )
      return [{ method: route.methods[0], path, roles: auth.args?.roles }]
    })
}

test.group('Authorization matrix, generated from the route list', (group) => {
  isolateEachTest(group)

  test('every signed-in route answers 401 to a visitor', async ({ assert }) => {
    const routes = guardedRoutes()
    assert.isAbove(routes.length, 60)
    const visitor = new BrowserAgent()
    for (const route of routes) {
      const response = await visitor.request(
        route.method,
        route.path,
        route.method === 'GET' ? undefined : {}
      )
      assert.equal(response.status, 401, `${route.method} ${route.path}`)
    }
  })

  test('every back-office route answers 403 to a customer', async ({ assert }) => {
    const routes = guardedRoutes().filter(
      (route) => route.roles && !route.roles.includes('customer')
    )
    assert.isTrue(routes.every((route) => route.path.startsWith('/api/admin/')))
    assert.isAbove(routes.length, 40)
    const { agent } = await signedIn('customer')
    for (const route of routes) {
      const response = await agent.request(
        route.method,
        route.path,
        route.method === 'GET' ? undefined : {}
      )
      assert.equal(response.status, 403, `${route.method} ${route.path}`)
    }
  })

  test('every admin-only route answers 403 to staff', async ({ assert }) => {
    const routes = guardedRoutes().filter(
      (route) => route.roles && !route.roles.includes('staff') && route.roles.includes('admin')
    )
    assert.isAbove(routes.length, 3)
    const { agent } = await signedIn('staff')
    for (const route of routes) {
      const response = await agent.request(
        route.method,
        route.path,
        route.method === 'GET' ? undefined : {}
      )
      assert.equal(response.status, 403, `${route.method} ${route.path}`)
    }
  })
})
