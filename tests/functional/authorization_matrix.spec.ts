import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import User, { type Role } from '#models/user'
import Address from '#models/address'
import Package from '#models/package'
import PackageClaim from '#models/package_claim'
import drive from '@adonisjs/drive/services/main'
import type { PackageStatus } from '#domain/parcels'
import Shipment from '#models/shipment'
import ReturnRequest from '#models/return_request'
import { raiseInvoice } from '#services/money/invoicing'
import { notify } from '#services/platform/notify'
import { createOrder } from '#services/orders/orders'
import { submitPurchaseRequest } from '#services/orders/purchase_assistance'
import { publicNumber } from '#services/platform/public_numbers'
import { signedIn } from '#tests/helpers/auth'
import { BrowserAgent } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'
import { destination, sneakers } from '#tests/functional/parcels/helpers'

type GuardedRoute = { method: string; pattern: string; path: string; roles?: Role[] }

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
      return [{ method: route.methods[0], pattern: route.pattern, path, roles: auth.args?.roles }]
    })
}

/** A record of one customer: the row to watch, and the value its routes take as parameter. */
type OwnedRecord = { table: string; id: number | string; param: string }
type CustomerResource = {
  create: (owner: User) => Promise<OwnedRecord>
  /** A valid body for the resource's writes, so that only ownership can refuse them. */
  body?: Record<string, unknown>
}

const shipmentOf = (owner: User, status: 'requested' | 'delivered') =>
  Shipment.create({
    number: publicNumber('SHP'),
    userId: owner.id,
    status,
    service: 'fedex_international_priority',
    ...destination,
    declaredValueCents: 12_000,
    estimatedPriceCents: 6_040,
    separatePriceCents: 6_040,
  })

/**
 * How to make a record of a customer for each parameterised customer resource, keyed by the
 * route pattern up to its parameter: every route under it (…/pay, …/cancel) uses that record.
 * A new customer route with a parameter needs an entry here, or the 404 test below fails.
 */
/** A parcel from Nike: the owner's, or (no owner) one that arrived without a suite number. */
const parcelOf = (owner: User | null, status: PackageStatus) =>
  Package.create({
    number: publicNumber('PKG'),
    userId: owner?.id ?? null,
    status,
    carrier: 'UPS',
    inboundTracking: '1Z999AA10123456784',
    sender: 'Nike',
    description: 'Running shoes',
    weightLb: 2.4,
    lengthIn: 14,
    widthIn: 10,
    heightIn: 5,
    duplicateTracking: false,
    hasProhibitedItems: false,
  })

const CUSTOMER_RESOURCES: Record<string, CustomerResource> = {
  '/api/addresses/:id': {
    create: async (owner) => {
      const address = await Address.create({ userId: owner.id, label: 'Home', ...destination })
      return { table: 'addresses', id: address.id, param: String(address.id) }
    },
    body: destination,
  },
  '/api/auth/tokens/:id': {
    create: async (owner) => {
      const token = await User.accessTokens.create(owner, ['*'], { name: 'Shop sync' })
      const id = String(token.identifier)
      return { table: 'auth_access_tokens', id, param: id }
    },
  },
  '/api/invoices/:number': {
    create: async (owner) => {
      const invoice = await raiseInvoice({
        userId: owner.id,
        subjectType: null,
        subjectId: null,
        lines: [
          { kind: 'shipping', description: 'FedEx International Priority', amountCents: 6_040 },
        ],
      })
      return { table: 'invoices', id: invoice.id, param: invoice.number }
    },
    body: { method: 'wallet' },
  },
  '/api/notifications/:id': {
    create: async (owner) => {
      const notification = await notify(owner, 'promotion')
      return { table: 'notifications', id: notification.id, param: String(notification.id) }
    },
  },
  '/api/orders/:number': {
    create: async (owner) => {
      const order = await db.transaction((trx) =>
        createOrder(
          {
            userId: owner.id,
            totalCents: 12_553,
            shippingAddress: destination,
            billingAddress: null,
            items: [
              { name: 'Kindle', url: null, options: null, quantity: 1, unitPriceCents: 10_999 },
            ],
          },
          null,
          trx
        )
      )
      return { table: 'orders', id: order.id, param: order.number }
    },
  },
  '/api/package-claims/:id': {
    create: async (owner) => {
      const pkg = await parcelOf(null, 'unidentified')
      const proofPath = `claims/${pkg.number}/order-confirmation.pdf`
      const proof = '%PDF-1.4 Order #112-4471 confirmed'
      await drive.use('private').put(proofPath, proof)
      const claim = await PackageClaim.create({
        packageId: pkg.id,
        userId: owner.id,
        status: 'pending',
        inboundTracking: pkg.inboundTracking,
        proofPath,
        proofContentType: 'application/pdf',
        proofSizeBytes: proof.length,
      })
      return { table: 'package_claims', id: claim.id, param: String(claim.id) }
    },
  },
  '/api/packages/:number': {
    create: async (owner) => {
      const pkg = await parcelOf(owner, 'expected')
      return { table: 'packages', id: pkg.id, param: pkg.number }
    },
    body: { lines: sneakers },
  },
  '/api/purchase-requests/:id': {
    create: async (owner) => {
      const request = await submitPurchaseRequest(owner, {
        storeState: 'NY',
        items: [
          { url: 'https://store.example/tv', name: 'TV', quantity: 1, unitPriceCents: 20_000 },
        ],
      })
      return { table: 'purchase_requests', id: request.id, param: String(request.id) }
    },
  },
  '/api/returns/:id': {
    create: async (owner) => {
      const shipment = await shipmentOf(owner, 'delivered')
      const request = await ReturnRequest.create({
        userId: owner.id,
        shipmentId: shipment.id,
        status: 'requested',
        reason: 'The speaker arrived with a cracked grille.',
      })
      return { table: 'return_requests', id: request.id, param: String(request.id) }
    },
  },
  '/api/shipments/:number': {
    create: async (owner) => {
      const shipment = await shipmentOf(owner, 'requested')
      return { table: 'shipments', id: shipment.id, param: shipment.number }
    },
  },
}

/** `/api/invoices/:number/pay` → `/api/invoices/:number`: the record a route acts on. */
const resourceOf = (pattern: string) => pattern.match(/^.*?:\w+/)![0]

/** Calls each route (an empty body unless it is a GET) and expects `status` from every one. */
async function assertEachAnswers(
  assert: Assert,
  agent: BrowserAgent,
  routes: { method: string; path: string }[],
  status: number
) {
  for (const route of routes) {
    const response = await agent.request(
      route.method,
      route.path,
      route.method === 'GET' ? undefined : {}
    )
    assert.equal(response.status, status, `${route.method} ${route.path}`)
  }
}

test.group('Authorization matrix, generated from the route list', (group) => {
  isolateEachTest(group)

  test('every signed-in route answers 401 to a visitor', async ({ assert }) => {
    const routes = guardedRoutes()
    assert.isAbove(routes.length, 60)
    const visitor = new BrowserAgent()
    await assertEachAnswers(assert, visitor, routes, 401)
  })

  test('every back-office route answers 403 to a customer', async ({ assert }) => {
    const routes = guardedRoutes().filter(
      (route) => route.roles && !route.roles.includes('customer')
    )
    assert.isTrue(routes.every((route) => route.path.startsWith('/api/admin/')))
    assert.isAbove(routes.length, 40)
    const { agent } = await signedIn('customer')
    await assertEachAnswers(assert, agent, routes, 403)
  })

  test('every admin-only route answers 403 to staff', async ({ assert }) => {
    const routes = guardedRoutes().filter(
      (route) => route.roles && !route.roles.includes('staff') && route.roles.includes('admin')
    )
    assert.isAbove(routes.length, 3)
    const { agent } = await signedIn('staff')
    await assertEachAnswers(assert, agent, routes, 403)
  })

  test("every customer route answers 404 with another customer's record, and leaves it as it was", async ({
    assert,
  }) => {
    const routes = guardedRoutes().filter(
      (route) => route.pattern.includes(':') && (!route.roles || route.roles.includes('customer'))
    )
    assert.isAbove(routes.length, 10)
    assert.deepEqual(
      routes
        .filter((route) => !CUSTOMER_RESOURCES[resourceOf(route.pattern)])
        .map((route) => `${route.method} ${route.pattern}`),
      [],
      'customer routes whose record has no factory in CUSTOMER_RESOURCES'
    )

    const { user: owner, agent: ownerAgent } = await signedIn('customer')
    const { agent: otherCustomer } = await signedIn('customer')
    for (const route of routes) {
      const resource = CUSTOMER_RESOURCES[resourceOf(route.pattern)]
      const record = await resource.create(owner)
      const row = () => db.from(record.table).where('id', record.id).first()
      const before = await row()
      const call = (agent: BrowserAgent) =>
        agent.request(
          route.method,
          route.pattern.replace(/:\w+/, encodeURIComponent(record.param)),
          route.method === 'GET' ? undefined : (resource.body ?? {})
        )
      const name = `${route.method} ${route.pattern}`
      assert.equal((await call(otherCustomer)).status, 404, name)
      assert.deepEqual(await row(), before, `${name} changed the record`)
      // The owner does reach it: the 404 above is not a record or parameter of the wrong shape.
      assert.notEqual((await call(ownerAgent)).status, 404, `${name} for the owner`)
    }
  })
})
