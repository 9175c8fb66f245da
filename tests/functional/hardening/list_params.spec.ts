import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { BrowserAgent } from '#tests/helpers/http'
import { type ListedRoute, parameterlessApiReads } from './routes.js'

/* Names every object inherits: a list's sorts must not mistake them for its own. */
const INHERITED_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']

async function agents() {
  return {
    customer: (await signedIn('customer')).agent,
    staff: (await signedIn('staff')).agent,
    visitor: new BrowserAgent(),
  }
}

const agentFor = (route: ListedRoute, all: Awaited<ReturnType<typeof agents>>) =>
  !route.signedIn ? all.visitor : route.roles ? all.staff : all.customer

test.group('Lists: parameters a list does not expect', (group) => {
  isolateEachTest(group)

  test('every list answers an inherited name as _sort with a 422 naming it, JSON and CSV', async ({
    assert,
  }) => {
    const all = await agents()
    const sorted: string[] = []
    for (const route of parameterlessApiReads()) {
      const agent = agentFor(route, all)
      const probe = await agent.get(`${route.pattern}?_sort=noSuchField`)
      assert.isBelow(probe.status, 500, route.pattern)
      if (probe.status !== 422 || probe.body.errors[0].field !== '_sort') continue
      sorted.push(route.pattern)
      for (const name of INHERITED_NAMES) {
        const response = await agent.get(`${route.pattern}?_sort=${name}`, {
          accept: route.pattern.endsWith('.csv') ? 'text/csv' : 'application/json',
        })
        assert.equal(response.status, 422, `${route.pattern} _sort=${name}`)
        assert.include(response.headers.get('content-type'), 'application/json')
        assert.deepEqual(response.body.errors, [
          { message: `This list cannot be sorted by “${name}”`, field: '_sort' },
        ])
      }
      const twice = await agent.get(`${route.pattern}?_sort=createdAt&_sort=id`)
      assert.equal(twice.status, 422, `${route.pattern} _sort twice`)
    }
    // The public, the customer's and the back office's lists, their exports among them.
    assert.includeMembers(sorted, [
      '/api/blog/posts',
      '/api/orders',
      '/api/packages',
      '/api/admin/orders',
      '/api/admin/orders.csv',
      '/api/admin/users.csv',
    ])
  })

  test('_start and _end: negative means the start, nonsense and the enormous are refused', async ({
    assert,
  }) => {
    const { agent } = await signedIn('staff')
    for (const path of ['/api/admin/orders', '/api/admin/users.csv', '/api/blog/posts']) {
      const negative = await agent.get(`${path}?_start=-20&_end=-5`)
      assert.equal(negative.status, 200, path)

      for (const query of [
        '_start=99999999999999999999',
        '_end=1e400',
        '_start=abc',
        '_end=Infinity',
        '_start=1000000001',
        '_start[]=1',
      ]) {
        const refused = await agent.get(`${path}?${query}`)
        assert.equal(refused.status, 422, `${path}?${query}`)
        assert.match(refused.body.errors[0].field, /^_(start|end)$/)
        assert.include(refused.body.errors[0].message, 'must be a whole number')
      }
    }
  })

  test('a customer filter that names no whole number matches no one, on every database', async ({
    assert,
  }) => {
    const { agent } = await signedIn('staff')
    for (const path of ['/api/admin/shipments', '/api/admin/notifications']) {
      for (const query of [
        'userId=1e400',
        'userId=abc',
        'userId=Infinity&userId=NaN',
        'userId=1.5',
        `userId=${'9'.repeat(400)}`,
      ]) {
        for (const list of [path, `${path}.csv`]) {
          const answer = await agent.get(`${list}?${query}`)
          assert.equal(answer.status, 200, `${list}?${query}`)
          assert.equal(answer.headers.get('x-total-count') ?? '0', '0', `${list}?${query}`)
        }
      }
    }
  })

  test('every list says its total in x-total-count', async ({ assert }) => {
    const all = await agents()
    let lists = 0
    for (const route of parameterlessApiReads()) {
      if (route.pattern.endsWith('.csv')) continue
      const response = await agentFor(route, all).get(route.pattern)
      if (response.status !== 200 || !Array.isArray(response.body)) continue
      lists++
      const total = response.headers.get('x-total-count')
      assert.isNotNull(total, route.pattern)
      assert.isAtLeast(Number(total), response.body.length, route.pattern)
    }
    assert.isAtLeast(lists, 25)
  })
})
