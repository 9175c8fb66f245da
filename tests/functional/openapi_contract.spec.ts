/**
 * The published document as a contract: every operation it lists is sent one valid request and
 * one invalid request (an unknown record, missing or mistyped input, the wrong role, no sign-in),
 * as the actor it is for, on the demo data; each answer's status must be one the operation
 * declares, and its body must match the schema declared for that status. Operations are run in
 * the document's order, so that what one creates (a token, an address, a claim, a withdrawal)
 * is there for those after it.
 */
import { existsSync } from 'node:fs'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import sharp from 'sharp'
import MainSeeder from '#database/seeders/main_seeder'
import OrdersSeeder from '#database/seeders/orders_seeder'
import ParcelsSeeder from '#database/seeders/parcels_seeder'
import MoneySeeder from '#database/seeders/money_seeder'
import ReturnsSeeder from '#database/seeders/returns_seeder'
import { seedContent } from '#database/seeders/content_seeder'
import { UserFactory } from '#database/factories/user_factory'
import { recordFailure } from '#services/platform/failed_jobs'
import User from '#models/user'
import { type ApiResponse, BrowserAgent } from '#tests/helpers/http'
import { DEMO_ACCOUNTS, demoAgent, signedIn } from '#tests/helpers/auth'
import { Contract, type ContractOperation, type Document } from '#tests/helpers/contract'

type Actor = 'visitor' | 'customer' | 'staff' | 'admin' | 'fresh'
/** A request: who sends it, the path's parameters, and its query, JSON body or form. */
type Call = {
  as?: Actor
  params?: Record<string, string | number>
  query?: string
  body?: unknown
  form?: () => Promise<FormData>
}
type Case = { valid: (f: Fixtures) => Call | Promise<Call>; invalid?: (f: Fixtures) => Call }

/* Operations that cannot be sent one or both requests, and why (none is skipped silently). */
const NOT_EXERCISED: Record<string, { valid?: string; invalid?: string }> = {
  'countries.index': { invalid: 'it reads no input: there is nothing to get wrong' },
  'help.categories': { invalid: 'it reads no input: there is nothing to get wrong' },
  'blog.categories': { invalid: 'it reads no input: there is nothing to get wrong' },
  'health.show': { invalid: 'it reads no input: there is nothing to get wrong' },
  'open_api.show': { invalid: 'it reads no input: there is nothing to get wrong' },
  'web_apps.sitemap': { invalid: 'it reads no input: there is nothing to get wrong' },
  'web_apps.robots': { invalid: 'it reads no input: there is nothing to get wrong' },
}

const STREAM_UID = 'contract-stream'
const UNKNOWN_ID = 999_999
const UNKNOWN_NUMBER = 'NOPE-0000'
const CARD = { number: '4242424242424242', expiry: '12/30', cvv: '123' }

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer()

async function formOf(fields: Record<string, string>, files: Record<string, string> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [name, filename] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(await png())], { type: 'image/png' }), filename)
  }
  return form
}

/** The records the cases name, found in the demo data, and those the cases make on the way. */
async function fixturesOf() {
  const [maria, layla] = await User.query()
    .whereIn('email', [DEMO_ACCOUNTS.maria.email, DEMO_ACCOUNTS.layla.email])
    .orderBy('id')
  const one = async (table: string, where: Record<string, unknown>, column = 'id') => {
    const row = await db.from(table).where(where).orderBy('id').first()
    if (!row) throw new Error(`no ${table} where ${JSON.stringify(where)}`)
    return row[column] as string | number
  }
  const published = async (table: string) => {
    const row = await db.from(table).where('locale', 'en').whereNotNull('published_at').first()
    return row.slug as string
  }
  const received = await db
    .from('packages')
    .where({ user_id: maria.id, status: 'received' })
    .orderBy('id')
    .select('number')
  return {
    maria,
    layla,
    package: await one('packages', { user_id: maria.id }, 'number'),
    receivedPackages: received.map((row) => row.number as string),
    laylaReceived: await one('packages', { user_id: layla.id, status: 'received' }, 'number'),
    shipment: await one('shipments', { user_id: maria.id }, 'number'),
    // A priced request is invoiced as it is made; it stays the customer's to cancel until paid.
    unpaidShipment: await one('shipments', { user_id: maria.id, status: 'invoiced' }, 'number'),
    laylaUnpaid: await one('shipments', { user_id: layla.id, status: 'invoiced' }, 'number'),
    shipped: await one('shipments', { user_id: layla.id, status: 'shipped' }, 'number'),
    trackingNumber: await one(
      'shipments',
      { user_id: maria.id, status: 'shipped' },
      'tracking_number'
    ),
    // A shipment's: a purchase request's quote is accepted before it is paid.
    unpaidInvoice: await one(
      'invoices',
      { user_id: maria.id, status: 'unpaid', subject_type: 'shipment' },
      'number'
    ),
    paidInvoice: await one('invoices', { user_id: layla.id, status: 'paid' }, 'number'),
    order: await one('orders', { user_id: maria.id }, 'number'),
    deliveredOrder: await one('orders', { user_id: maria.id, status: 'delivered' }, 'number'),
    heldOrder: await one('orders', { user_id: layla.id, status: 'held' }, 'number'),
    cancelledOrder: await one('orders', { user_id: layla.id, status: 'cancelled' }, 'number'),
    quotedRequest: await one('purchase_requests', { user_id: maria.id, status: 'quoted' }),
    submittedRequest: await one('purchase_requests', { user_id: layla.id, status: 'submitted' }),
    paidRequest: await one('purchase_requests', { user_id: layla.id, status: 'paid' }),
    returnId: await one('return_requests', { user_id: maria.id }),
    notification: await one('notifications', { user_id: maria.id }),
    helpSlug: await published('help_articles'),
    helpArticle: await one('help_articles', { locale: 'en' }),
    blogSlug: await published('blog_posts'),
    blogPost: await one('blog_posts', { locale: 'en' }),
    pendingComments: (
      await db.from('blog_comments').where('status', 'pending').orderBy('id').select('id')
    ).map((row) => row.id as number),
    walletTransaction: await one('wallet_transactions', {}),
    made: {} as Record<string, string | number>,
  }
}
type Fixtures = Awaited<ReturnType<typeof fixturesOf>>

const address = {
  recipientName: 'María González',
  recipientPhone: '+525512345678',
  street: 'Avenida Reforma 222',
  city: 'Ciudad de México',
  state: 'CDMX',
  postalCode: '06600',
  country: 'MX',
}
const event = (id: string) => ({
  id,
  sessionId: 'contract-session',
  timestamp: new Date().toISOString(),
  page: '/',
  eventType: 'page_view',
})
const texts = {
  en: { title: 'Warehouse closed Monday', body: 'We reopen on Tuesday.' },
  es: { title: 'Almacén cerrado el lunes', body: 'Abrimos de nuevo el martes.' },
}

/*
 * What each operation is sent when the defaults do not do: the defaults send no body, the
 * path's parameters from `params`, as the actor its path is for (the back office's admin, a
 * customer, a visitor). An invalid request is, unless given: an unknown record where the path
 * names one, an empty or mistyped body where it takes one, an unknown sort for a list, a
 * customer for the back office, a visitor where signing in is needed.
 */
const CASES: Record<string, Case> = {
  'auth.register': {
    valid: () => ({
      as: 'visitor',
      body: {
        firstName: 'Contract',
        lastName: 'Tester',
        email: 'contract.tester@sigma.test',
        phone: '+14155550100',
        password: 'Contract#2026pass',
        passwordConfirmation: 'Contract#2026pass',
        acceptTerms: true,
      },
    }),
  },
  'auth.login': { valid: () => ({ as: 'visitor', body: DEMO_ACCOUNTS.maria }) },
  'auth.forgot_password': {
    valid: () => ({ as: 'visitor', body: { email: DEMO_ACCOUNTS.maria.email } }),
  },
  // No reset link is at hand here: a well-formed request with a token never issued is the 400.
  'auth.reset_password': {
    valid: () => ({
      as: 'visitor',
      body: {
        token: 'never-issued',
        password: 'Another#2026',
        passwordConfirmation: 'Another#2026',
      },
    }),
  },
  'auth.logout': { valid: () => ({ as: 'fresh' }) },
  'access_tokens.store': { valid: () => ({ body: { name: 'contract test' } }) },
  'access_tokens.destroy': { valid: (f) => ({ params: { id: f.made['access_tokens.store'] } }) },
  'hs_codes.index': {
    valid: () => ({ query: 'q=perfume' }),
    invalid: () => ({ query: `q=${'x'.repeat(101)}` }),
  },
  'quotes.store': {
    valid: () => ({
      body: {
        weightLb: 3,
        lengthIn: 12,
        widthIn: 10,
        heightIn: 6,
        country: 'MX',
        postalCode: '06600',
      },
    }),
  },
  'tracking.show': { valid: (f) => ({ params: { trackingNumber: f.trackingNumber } }) },
  'packages.show': { valid: (f) => ({ params: { number: f.package } }) },
  'packages.declare': {
    valid: (f) => ({
      params: { number: f.receivedPackages[0] },
      body: {
        lines: [
          {
            description: 'Cotton t-shirt',
            quantity: 2,
            unitValueCents: 1500,
            hsCode: '610910',
            originCountry: 'US',
          },
        ],
      },
    }),
  },
  'package_claims.store': {
    valid: () => ({
      form: () => formOf({ inboundTracking: 'TBA-CONTRACT-1' }, { proof: 'order.png' }),
    }),
  },
  'package_claims.proof': { valid: (f) => ({ params: { id: f.made['package_claims.store'] } }) },
  'shipments.store': {
    valid: (f) => ({
      body: {
        packageNumbers: [f.receivedPackages[1]],
        service: 'fedex_international_economy',
        address,
      },
    }),
  },
  'shipments.quote': {
    valid: (f) => ({
      body: { packageNumbers: [f.receivedPackages[2]], country: 'MX', postalCode: '06600' },
    }),
  },
  'shipments.latin_address': {
    valid: () => ({
      body: { address: { recipientName: 'ليلى حداد', street: 'شارع الشيخ زايد', city: 'دبي' } },
    }),
    invalid: () => ({ body: { address: { street: 42 } } }),
  },
  'shipments.show': { valid: (f) => ({ params: { number: f.shipment } }) },
  'shipments.cancel': { valid: (f) => ({ params: { number: f.unpaidShipment } }) },
  'addresses.store': { valid: () => ({ body: address }) },
  'addresses.update': {
    valid: (f) => ({
      params: { id: f.made['addresses.store'] },
      body: { ...address, label: 'Home' },
    }),
  },
  'addresses.destroy': { valid: (f) => ({ params: { id: f.made['addresses.store'] } }) },

  'admin_packages.store': {
    valid: () => ({
      form: () =>
        formOf(
          {
            suite: 'SG-48213',
            carrier: 'UPS',
            inboundTracking: '1Z-CONTRACT-2',
            sender: 'Amazon',
            weightLb: '2',
            lengthIn: '10',
            widthIn: '8',
            heightIn: '4',
          },
          { photos: 'box.png' }
        ),
    }),
  },
  'admin_packages.show': { valid: (f) => ({ params: { number: f.package } }) },
  'admin_packages.update': {
    valid: (f) => ({ params: { number: f.laylaReceived }, body: { sender: 'Best Buy' } }),
  },
  'admin_packages.label': { valid: (f) => ({ params: { number: f.package } }) },
  'admin_packages.add_photos': {
    valid: (f) => ({
      params: { number: f.laylaReceived },
      form: () => formOf({}, { photos: 'side.png' }),
    }),
  },
  'admin_packages.dispose': { valid: (f) => ({ params: { number: f.laylaReceived } }) },
  'admin_unidentified_packages.show': {
    valid: (f) => ({ params: { number: f.made.unidentified } }),
  },
  'admin_package_claims.show': {
    valid: (f) => ({ params: { id: f.made['package_claims.store'] } }),
  },
  'admin_package_claims.proof': {
    valid: (f) => ({ params: { id: f.made['package_claims.store'] } }),
  },
  'admin_package_claims.approve': {
    valid: (f) => ({ params: { id: f.made['package_claims.store'] } }),
  },
  'admin_package_claims.reject': {
    valid: (f) => ({ params: { id: f.made['package_claims.store'] } }),
  },
  'admin_shipments.show': { valid: (f) => ({ params: { number: f.shipment } }) },
  'admin_shipments.label': { valid: (f) => ({ params: { number: f.shipped } }) },
  'admin_shipments.commercial_invoice': { valid: (f) => ({ params: { number: f.shipped } }) },
  'admin_shipments.pack': {
    valid: (f) => ({
      params: { number: f.laylaUnpaid },
      body: { weightLb: 4, lengthIn: 12, widthIn: 10, heightIn: 8 },
    }),
  },
  'admin_shipments.invoice': { valid: (f) => ({ params: { number: f.laylaUnpaid }, body: {} }) },
  'admin_shipments.tracking': {
    valid: (f) => ({
      params: { number: f.shipped },
      body: { carrier: 'FedEx', trackingNumber: '7712-3456-7890' },
    }),
  },
  'admin_shipments.add_event': {
    valid: (f) => ({
      params: { number: f.shipped },
      body: { milestone: 'customs_cleared', location: 'Laredo, TX' },
    }),
  },
  'admin_shipments.ship': { valid: (f) => ({ params: { number: f.shipped } }) },
  'admin_shipments.deliver': { valid: (f) => ({ params: { number: f.shipped } }) },

  'invoices.show': { valid: (f) => ({ params: { number: f.unpaidInvoice } }) },
  'invoices.pay': {
    valid: (f) => ({ params: { number: f.unpaidInvoice }, body: { method: 'card', card: CARD } }),
    invalid: (f) => ({ params: { number: f.unpaidInvoice }, body: { method: 'cheque' } }),
  },
  'wallet.top_up': { valid: () => ({ body: { amountCents: 5000, card: CARD } }) },
  'wallet.withdraw': { valid: () => ({ body: { amountCents: 1000 } }) },
  'admin_invoices.refund': {
    valid: (f) => ({
      params: { number: f.paidInvoice },
      body: { amountCents: 100, reason: 'Goodwill' },
    }),
  },
  'admin_invoices.adjust_wallet': {
    valid: (f) => ({
      params: { userId: f.maria.id },
      body: { amountCents: 250, reason: 'Credit' },
    }),
  },
  'admin_wallet_transactions.pay_out': {
    valid: (f) => ({ params: { id: f.made['wallet.withdraw'] } }),
  },
  'admin_wallet_transactions.reject': {
    valid: (f) => ({ params: { id: f.made['wallet.withdraw'] }, body: { reason: 'Twice' } }),
  },
  'admin_wallet_transactions.show': { valid: (f) => ({ params: { id: f.walletTransaction } }) },

  'notifications.read': { valid: (f) => ({ params: { id: f.notification } }) },
  'settings.update_profile': {
    valid: () => ({ body: { firstName: 'María José' } }),
    invalid: () => ({ body: { firstName: 42 } }),
  },
  'settings.avatar': { valid: () => ({ form: () => formOf({}, { avatar: 'me.png' }) }) },
  'settings.password': {
    valid: () => ({
      body: {
        currentPassword: DEMO_ACCOUNTS.maria.password,
        password: 'Customer#2027',
        passwordConfirmation: 'Customer#2027',
      },
    }),
  },
  'settings.update_notifications': {
    valid: () => ({ body: { marketing: false } }),
    invalid: () => ({ body: { marketing: 'sometimes' } }),
  },
  'admin_notifications.store': {
    valid: (f) => ({ body: { audience: 'user', userId: f.maria.id, type: 'system_alert', texts } }),
  },
  'admin_inbox.read': { valid: (f) => ({ params: { id: f.made.inboxItem } }) },
  'admin_inbox.resolve': { valid: (f) => ({ params: { id: f.made.inboxItem } }) },

  'contact.store': {
    valid: () => ({
      body: { name: 'Ana', email: 'ana@example.com', message: 'Do you ship to Peru?' },
    }),
  },
  'help.index': {
    valid: () => ({ query: 'q=shipping' }),
    invalid: () => ({ query: `q=${'x'.repeat(201)}` }),
  },
  'help.show': { valid: (f) => ({ params: { slug: f.helpSlug } }) },
  'blog.show': { valid: (f) => ({ params: { slug: f.blogSlug } }) },
  'blog.comment': {
    valid: (f) => ({
      params: { slug: f.blogSlug },
      body: { name: 'Ana', email: 'ana@example.com', message: 'Very useful, thank you.' },
    }),
  },
  'admin_content.create_help_article': {
    valid: () => ({
      body: {
        locale: 'en',
        slug: 'contract-article',
        category: 'shipping',
        title: 'A contract article',
        body: 'Written by the contract test.',
      },
    }),
  },
  'admin_content.show_help_article': { valid: (f) => ({ params: { id: f.helpArticle } }) },
  'admin_content.edit_help_article': {
    valid: (f) => ({ params: { id: f.helpArticle }, body: { title: 'Edited by the contract' } }),
    invalid: (f) => ({ params: { id: f.helpArticle }, body: { slug: 'Not A Slug' } }),
  },
  'admin_content.publish_help_article': { valid: (f) => ({ params: { id: f.helpArticle } }) },
  'admin_content.unpublish_help_article': { valid: (f) => ({ params: { id: f.helpArticle } }) },
  'admin_content.create_blog_post': {
    valid: () => ({
      body: {
        locale: 'en',
        slug: 'contract-post',
        category: 'shipping-tips',
        title: 'A contract post',
        body: 'Written by the contract test.',
      },
    }),
  },
  'admin_content.show_blog_post': { valid: (f) => ({ params: { id: f.blogPost } }) },
  'admin_content.edit_blog_post': {
    valid: (f) => ({ params: { id: f.blogPost }, body: { title: 'Edited by the contract' } }),
    invalid: (f) => ({ params: { id: f.blogPost }, body: { slug: 'Not A Slug' } }),
  },
  'admin_content.publish_blog_post': { valid: (f) => ({ params: { id: f.blogPost } }) },
  'admin_content.unpublish_blog_post': { valid: (f) => ({ params: { id: f.blogPost } }) },
  'admin_content.approve_comment': { valid: (f) => ({ params: { id: f.pendingComments[0] } }) },
  'admin_content.reject_comment': { valid: (f) => ({ params: { id: f.pendingComments[1] } }) },

  'orders.show': { valid: (f) => ({ params: { number: f.order } }) },
  'orders.cancel': { valid: (f) => ({ params: { number: f.order } }) },
  'purchase_requests.store': {
    valid: () => ({
      body: {
        items: [
          {
            url: 'https://www.example.com/item/1',
            name: 'Running shoes',
            quantity: 1,
            unitPriceCents: 8999,
          },
        ],
      },
    }),
  },
  'purchase_requests.show': { valid: (f) => ({ params: { id: f.quotedRequest } }) },
  'purchase_requests.accept': { valid: (f) => ({ params: { id: f.quotedRequest } }) },
  'admin_orders.show': { valid: (f) => ({ params: { number: f.order } }) },
  'admin_orders.change_status': {
    valid: (f) => ({ params: { number: f.heldOrder }, body: { status: 'cancelled' } }),
    invalid: (f) => ({ params: { number: f.heldOrder }, body: { status: 'lost' } }),
  },
  'admin_orders.link_package': {
    valid: (f) => ({ params: { number: f.order }, body: { packageNumber: f.package } }),
  },
  'admin_orders.destroy': { valid: (f) => ({ params: { number: f.cancelledOrder } }) },
  'admin_purchase_requests.show': { valid: (f) => ({ params: { id: f.submittedRequest } }) },
  'admin_purchase_requests.quote': {
    valid: (f) => ({ params: { id: f.submittedRequest }, body: { domesticShippingCents: 500 } }),
  },
  'admin_purchase_requests.purchased': {
    valid: async (f) => {
      const items = await db
        .from('purchase_request_items')
        .where('purchase_request_id', f.paidRequest)
      return {
        params: { id: f.paidRequest },
        body: { items: items.map((item) => ({ id: item.id, bought: true })) },
      }
    },
  },

  'returns.store': {
    valid: (f) => ({ body: { orderNumber: f.deliveredOrder, reason: 'Too small' } }),
  },
  'returns.show': { valid: (f) => ({ params: { id: f.returnId } }) },
  'returns.terms': { valid: (f) => ({ params: { number: f.deliveredOrder } }) },
  'admin_returns.show': { valid: (f) => ({ params: { id: f.returnId } }) },
  'admin_returns.approve': { valid: (f) => ({ params: { id: f.returnId } }) },
  'admin_returns.reject': {
    valid: (f) => ({ params: { id: f.returnId }, body: { reason: 'Late' } }),
  },
  'admin_returns.shipped_back': {
    valid: (f) => ({ params: { id: f.returnId }, body: { trackingNumber: '1Z-RETURN-1' } }),
  },
  'admin_returns.inspect': {
    valid: (f) => ({ params: { id: f.returnId }, body: { notes: 'As described, unworn.' } }),
  },
  'admin_returns.refund': { valid: (f) => ({ params: { id: f.returnId } }) },

  'admin_users.show': { valid: (f) => ({ params: { id: f.maria.id } }) },
  'admin_users.role_changes': { valid: (f) => ({ params: { id: f.maria.id } }) },
  'admin_users.update': {
    valid: (f) => ({ params: { id: f.layla.id }, body: { phone: '+971501234568' } }),
    invalid: (f) => ({ params: { id: f.layla.id }, body: { locale: 'fr' } }),
  },
  'admin_users.destroy': { valid: (f) => ({ params: { id: f.made.doomedUser } }) },
  'admin_users.reauthenticate': {
    valid: () => ({ body: { password: DEMO_ACCOUNTS.admin.password } }),
    invalid: () => ({ body: { password: 42 } }),
  },
  'admin_users.change_role': {
    valid: (f) => ({ params: { id: f.made.promotedUser }, body: { role: 'staff' } }),
  },
  'admin_invoices.show': { valid: (f) => ({ params: { number: f.paidInvoice } }) },
  'admin_jobs.retry': { valid: (f) => ({ params: { id: f.made.failedJob } }) },

  'analytics.event': { valid: () => ({ body: event('contract-event-1') }) },
  'analytics.session': {
    valid: () => ({
      body: {
        sessionId: 'contract-session',
        startTime: new Date(Date.now() - 60_000).toISOString(),
        endTime: new Date().toISOString(),
        events: [event('contract-event-2')],
        pageViews: 1,
        interactions: 0,
        conversionGoals: [],
        deviceInfo: { userAgent: 'Contract', screenSize: '1920x1080', viewportSize: '1280x800' },
      },
    }),
  },
  'admin_analytics.funnel': { valid: () => ({ params: { name: 'shipping_request' } }) },
  'admin_analytics.heatmap': { valid: () => ({ query: 'page=%2F' }), invalid: () => ({}) },

  'event_stream': { valid: () => ({ query: `uid=${STREAM_UID}-2` }) },
  'subscribe': { valid: (f) => ({ body: { uid: STREAM_UID, channel: `users/${f.maria.id}` } }) },
  'unsubscribe': { valid: (f) => ({ body: { uid: STREAM_UID, channel: `users/${f.maria.id}` } }) },
  'uploads.show': {
    valid: (f) => ({ as: 'visitor', params: { path: String(f.made.upload) } }),
    invalid: () => ({ as: 'visitor', params: { path: 'nothing/here.png' } }),
  },
  // Every request here is refused: the valid one is the unknown path it is there for.
  'web_apps.api_not_found': { valid: () => ({ params: { path: 'no-such-route' } }) },
  'web_apps.show': {
    valid: () => ({ params: { path: 'about' } }),
    invalid: () => ({ params: { path: 'no-such-file.js' } }),
  },
}

/* `web_apps.api_not_found.post` and its kin share one case. */
const caseOf = (id: string) =>
  CASES[id] ?? CASES[id.replace(/\.(get|post|put|patch|delete|options)$/, '')]

function actorOf({ path, operation }: ContractOperation): Actor {
  if (operation.security.length === 0) return 'visitor'
  return path.startsWith('/api/admin') ? 'admin' : 'customer'
}

const pathParameters = ({ path }: ContractOperation) =>
  [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])

const requestBodySchema = ({ operation }: ContractOperation) =>
  Object.values(operation.requestBody?.content ?? {})[0]?.schema as
    { required?: string[]; properties?: Record<string, unknown> } | undefined

/** The default invalid request: see CASES. */
function invalidCall(entry: ContractOperation, valid: Call): Call | undefined {
  const names = pathParameters(entry)
  if (names.length > 0) {
    const unknown = (name: string) => (/id$/i.test(name) ? UNKNOWN_ID : UNKNOWN_NUMBER)
    return { ...valid, params: Object.fromEntries(names.map((name) => [name, unknown(name)])) }
  }
  const schema = requestBodySchema(entry)
  if (schema) {
    // Every field it knows, as an object: no field takes one.
    const mistyped = Object.fromEntries(
      Object.keys(schema.properties ?? {}).map((name) => [name, { wrong: true }])
    )
    return { ...valid, form: undefined, body: schema.required?.length ? {} : mistyped }
  }
  if (entry.operation.parameters.some((parameter) => parameter.name === '_sort')) {
    return { ...valid, query: '_sort=no_such_field' }
  }
  if (entry.operation.responses['403'] && entry.path.startsWith('/api/admin')) {
    return { ...valid, as: 'customer' }
  }
  if (entry.operation.security.length > 0) return { ...valid, as: 'visitor' }
  return undefined
}

const fillPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name) =>
    name === 'path' ? String(params[name]) : encodeURIComponent(String(params[name]))
  )

test.group('The published document holds as a contract', (group) => {
  let contract: Contract
  let fixtures: Fixtures
  const agents = {} as Record<'customer' | 'staff' | 'admin', BrowserAgent>
  let stream: AbortController
  const tally = { valid: 0, succeeded: 0, invalid: 0, refused: 0 }

  group.setup(async () => {
    await (
      await testUtils.db().truncate()
    )()
    for (const Seeder of [MainSeeder, OrdersSeeder, ParcelsSeeder, MoneySeeder, ReturnsSeeder]) {
      await new Seeder(db.connection()).run()
    }
    await seedContent()
    await limiter.clear()
    agents.customer = await demoAgent('maria')
    agents.staff = await demoAgent('staff')
    agents.admin = await demoAgent('admin')
    fixtures = await fixturesOf()
    await prepare(fixtures, agents.admin)
    // Open for the subscriptions to join.
    stream = new AbortController()
    await streamAnswer(agents.customer, `/__transmit/events?uid=${STREAM_UID}`, stream)
    contract = new Contract((await new BrowserAgent().get('/api/openapi.json')).body as Document)
  })

  group.teardown(() => {
    stream.abort()
    console.log(
      `contract: ${tally.valid} valid requests (${tally.succeeded} answered 2xx), ` +
        `${tally.invalid} invalid requests (${tally.refused} refused 4xx)`
    )
  })

  async function send(entry: ContractOperation, call: Call): Promise<ApiResponse> {
    const actor = call.as ?? actorOf(entry)
    // Each visitor is new (signing in as one would sign in the next); so is the customer who
    // signs out.
    const agent =
      actor === 'visitor'
        ? new BrowserAgent()
        : actor === 'fresh'
          ? (await signedIn()).agent
          : agents[actor]
    const query = call.query ? `?${call.query}` : ''
    const path = fillPath(entry.path, call.params) + query
    if (entry.operation.operationId === 'event_stream') return streamAnswer(agent, path)
    const body = call.form ? await call.form() : call.body
    return agent.request(entry.method.toUpperCase(), path, body)
  }

  test('each operation answers a valid and an invalid request as it declares', async ({
    assert,
  }) => {
    const problems: string[] = []
    for (const entry of contract.operations()) {
      const id = entry.operation.operationId
      const spec = caseOf(id)
      const skipped = NOT_EXERCISED[id] ?? {}
      if (id === 'web_apps.show' && !existsSync(app.makePath('customer-web', 'dist'))) {
        // Pages come from the customer app's build (npm run build:web, as `npm test` runs first).
        console.log('contract: web_apps.show not sent: the customer app is not built')
        continue
      }
      const valid = await ((spec?.valid ?? (() => ({})))(fixtures) as Promise<Call> | Call)
      if (!skipped.valid) {
        const response = await send(entry, valid)
        tally.valid++
        if (response.status < 300) tally.succeeded++
        remember(fixtures, id, response)
        problems.push(
          ...contract.problemsOf(entry.operation, response).map((p) => `${id} valid: ${p}`)
        )
      }
      if (skipped.invalid) continue
      const invalid = spec?.invalid?.(fixtures) ?? invalidCall(entry, valid)
      if (!invalid) {
        problems.push(`${id}: no invalid request, and none is said to be impossible`)
        continue
      }
      const response = await send(entry, invalid)
      tally.invalid++
      if (response.status >= 400 && response.status < 500) tally.refused++
      else problems.push(`${id} invalid: answered ${response.status}, not refused`)
      problems.push(
        ...contract.problemsOf(entry.operation, response).map((p) => `${id} invalid: ${p}`)
      )
    }
    assert.deepEqual(problems, [])
  }).timeout(120_000)
})

/*
 * An event stream never ends: its answer is its status and headers (and an error's body), and
 * the stream is then closed, unless `open` is given to close it later.
 */
/*
 * The streams the cases subscribe to stay open until the group ends. fetch cancels a response
 * whose body nobody reads once the response is garbage collected (the server then forgets the
 * stream and refuses its subscriptions), so each is held here and read until aborted.
 */
const heldOpen = new Set<Response>()

async function streamAnswer(
  agent: BrowserAgent,
  path: string,
  open?: AbortController
): Promise<ApiResponse> {
  const abort = open ?? new AbortController()
  const response = await agent.stream(path, abort.signal)
  const body = response.headers.get('content-type')?.includes('json') ? await response.json() : null
  if (open && body === null) {
    heldOpen.add(response)
    abort.signal.addEventListener('abort', () => heldOpen.delete(response))
    response.body?.pipeTo(new WritableStream()).catch(() => {})
  }
  if (!open) abort.abort()
  return { status: response.status, headers: response.headers, body }
}

/* What a valid request made, for the cases after it (by operation). */
function remember(fixtures: Fixtures, id: string, response: ApiResponse) {
  const body = response.body as Record<string, unknown> | null
  if (response.status >= 300 || !body || typeof body !== 'object') return
  const made = body.id ?? body.number ?? (body.transaction as { id?: number } | undefined)?.id
  if (made !== undefined) fixtures.made[id] = made as string | number
}

/**
 * Records the cases need that no demo seeder makes: a package without a suite to claim, users
 * to delete and promote, a failed job, an inbox item, an uploaded file.
 */
async function prepare(fixtures: Fixtures, admin: BrowserAgent) {
  const unidentified = await admin.post('/api/admin/packages', {
    carrier: 'UPS',
    inboundTracking: 'TBA-CONTRACT-1',
    sender: 'Amazon',
    weightLb: 1,
    lengthIn: 10,
    widthIn: 8,
    heightIn: 2,
  })
  fixtures.made.unidentified = unidentified.body.number
  fixtures.made.doomedUser = (await UserFactory.create()).id
  fixtures.made.promotedUser = (await UserFactory.create()).id
  await recordFailure({
    job: 'email_contact_message',
    queue: 'default',
    payload: { messageId: UNKNOWN_ID },
    error: new Error('SMTP refused'),
    attempts: 3,
  })
  fixtures.made.failedJob = (await db.from('failed_jobs').orderBy('id', 'desc').first()).id
  await new BrowserAgent().post('/api/contact', { email: 'omar@example.com', message: 'Hello' })
  fixtures.made.inboxItem = (await admin.get('/api/admin/inbox')).body[0].id
  const photographed = await admin.request(
    'POST',
    `/api/admin/packages/${fixtures.package}/photos`,
    await formOf({}, { photos: 'top.png' })
  )
  fixtures.made.upload = new URL(photographed.body.photos[0].url, 'http://x').pathname.replace(
    /^\/uploads\//,
    ''
  )
}
