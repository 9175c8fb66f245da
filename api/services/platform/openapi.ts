/**
 * The published contract: an OpenAPI 3.1 document of every route the router has, made once per
 * process from the router itself, the validators the controllers call and the route contracts
 * (both indexed by `node ace codegen`). Request bodies and query strings come from the
 * validators' JSON Schema, lists' parameters from their `ListDefinition`, summaries from
 * route_summaries.ts, and the answers from the route contracts (api/hooks/route_contracts.ts).
 */
import router from '@adonisjs/core/services/router'
import type { VineValidator } from '@vinejs/vine'
import env from '#start/env'
import { routeValidators } from '#generated/route_validators'
import { type RouteContract, routeContracts } from '#generated/route_contracts'
import { ROUTE_SUMMARIES, type RouteName } from '#services/platform/route_summaries'
import { ROUTE_LISTS, UNPAGED_LIST_ROUTES } from '#services/platform/list_routes'
import { listParameters } from '#services/platform/openapi_lists'
import { ERRORS_SCHEMA, ERROR_RESPONSES, responsesOf } from '#services/platform/openapi_answers'

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[] }
type Route = ReturnType<typeof router.toJSON>[string][number]

/* Routes are tagged by area, read from the first segment after `/api/` (or `/api/admin/`). */
const AREAS: Record<string, string> = {
  'packages': 'parcels',
  'shipments': 'parcels',
  'addresses': 'parcels',
  'quotes': 'parcels',
  'tracking': 'parcels',
  'countries': 'parcels',
  'hs-codes': 'parcels',
  'me': 'parcels',
  'invoices': 'money',
  'wallet': 'money',
  'wallets': 'money',
  'wallet-transactions': 'money',
  'orders': 'orders',
  'purchase-requests': 'orders',
  'returns': 'returns',
  'help': 'content',
  'blog': 'content',
  'help-articles': 'content',
  'blog-posts': 'content',
  'comments': 'content',
  'contact': 'content',
  'inbox': 'content',
  'auth': 'accounts',
  'users': 'accounts',
  'settings': 'accounts',
  'notifications': 'accounts',
  'dashboard': 'accounts',
  'analytics': 'analytics',
  'stats': 'analytics',
  'work-queue': 'analytics',
  'health': 'platform',
}

export const AREA_TAGS = [
  {
    name: 'parcels',
    description: 'Packages at the warehouse, shipments out, addresses, quotes, tracking',
  },
  { name: 'money', description: 'Invoices, payments, the wallet, refunds and payouts' },
  { name: 'orders', description: 'Orders and purchase assistance' },
  { name: 'returns', description: 'Return requests' },
  { name: 'content', description: 'Help centre, blog, comments and contact messages' },
  { name: 'accounts', description: 'Sign-in, access tokens, settings, notifications and users' },
  { name: 'analytics', description: 'Visit analytics and the back-office figures' },
  { name: 'platform', description: 'Health, uploads, the web apps and this document' },
]

export function areaOf(pattern: string) {
  const [first, second] = pattern.replace(/^\/api\/(admin\/)?/, '').split(/[/.]/)
  if (!pattern.startsWith('/api/')) return 'platform'
  return AREAS[first === 'admin' ? second : first] ?? 'platform'
}

/** `/api/packages/:number` → `/api/packages/{number}`; a wildcard is the `{path}` parameter. */
export function openApiPath(route: Pick<Route, 'tokens'>) {
  return (
    '/' +
    route.tokens
      .map((token) =>
        token.type === 0 ? token.val : token.type === 2 ? '{path}' : `{${token.val}}`
      )
      .join('/')
  )
}

/* GET answers HEAD too: HEAD is listed only where a route has no GET. */
export function documentedMethods(route: Pick<Route, 'methods'>) {
  return route.methods
    .filter((method) => method !== 'HEAD' || !route.methods.includes('GET'))
    .map((method) => method.toLowerCase())
}

const BODY_METHODS = ['post', 'put', 'patch', 'delete']

/* VineJS writes draft-07 JSON Schema; OpenAPI 3.1 takes it without the dialect marker. */
function schemaOf(validator: VineValidator<any, any>): Schema {
  const schema = validator.toJSONSchema() as Schema
  delete schema.$schema
  return schema
}

const hasFile = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null
    ? (schema as Schema).format === 'binary' || Object.values(schema).some(hasFile)
    : false

type Middleware = ReturnType<Route['middleware']['all']> extends Set<infer Entry> ? Entry : never

const named = (entry: Middleware, name: string) =>
  typeof entry === 'object' && 'name' in entry && entry.name === name

/** The auth middleware's roles when the route needs a signed-in user, else undefined (public). */
function signIn(route: Route) {
  for (const entry of route.middleware.all()) {
    if (named(entry, 'auth') && typeof entry === 'object' && 'args' in entry) {
      return { roles: (entry.args as { roles?: string[] } | undefined)?.roles ?? [] }
    }
  }
  return undefined
}

/** Whether the route opens the browser session (and with it CSRF checks on writes). */
const opensSession = (route: Route) =>
  [...route.middleware.all()].some((entry) => named(entry, 'session') || named(entry, 'auth'))

/* The limiter names each throttle it defines `<name>Throttle` (start/limiter.ts and its kin). */
const isThrottled = (route: Route) =>
  [...route.middleware.all()].some(
    (entry) => typeof entry === 'function' && entry.name.endsWith('Throttle')
  )

/* A file's media type by its path's extension: a label is `.pdf`, an export `.csv`. */
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  xml: 'application/xml',
  txt: 'text/plain',
  json: 'application/json',
}

/* Routes sending something other than JSON with no extension to say so. */
const OTHER_MEDIA: Partial<Record<RouteName, string[]>> = {
  'package_claims.proof': ['application/pdf', 'image/*'],
  'admin_package_claims.proof': ['application/pdf', 'image/*'],
  'uploads.show': ['image/*'],
  'web_apps.show': ['text/html', '*/*'],
  'event_stream': ['text/event-stream'],
}

/* Answers no type names: a page's redirect to its language, a file not modified (ETag). */
const OTHER_STATUSES: Partial<Record<RouteName, number[]>> = {
  'uploads.show': [304],
  'web_apps.show': [301, 304],
}

/*
 * Transmit's routes: their handlers are the framework's own, with no types of ours to read.
 * Their input is checked first (start/routes/live.ts: 422); subscribing answers 204, or 400
 * for a channel the user may not join.
 */
const TRANSMIT_CONTRACTS: Partial<Record<RouteName, RouteContract>> = {
  event_stream: {
    statuses: [200],
    unknownBody: true,
    errors: {},
    refusals: [422],
    idempotent: false,
  },
  subscribe: { statuses: [204], errors: {}, refusals: [400, 422], idempotent: false },
  unsubscribe: { statuses: [204], errors: {}, refusals: [400, 422], idempotent: false },
}

const TOTAL_COUNT = {
  'x-total-count': {
    description: 'How many rows the filtered list has, over all its pages',
    schema: { type: 'integer', minimum: 0 },
  },
}

const REPLAYED = {
  'Idempotent-Replayed': {
    description: '`true` when this is the first answer to the same Idempotency-Key, sent again',
    schema: { type: 'string', enum: ['true'] },
  },
}

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'A key of your own: a retry with the same key gets the first answer again',
  schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
}

/** What a route is answered with on success: its statuses, media types and headers. */
function successOf(
  route: Route,
  name: RouteName,
  contract: RouteContract | undefined,
  csv: boolean
) {
  const extension = /\.(\w+)$/.exec(route.pattern)?.[1]
  const media = OTHER_MEDIA[name] ?? [
    (extension && BY_EXTENSION[extension]) || 'application/json',
    ...(csv ? ['text/csv'] : []),
  ]
  const listed = Boolean(ROUTE_LISTS[name] && !extension) || UNPAGED_LIST_ROUTES.includes(name)
  const headers = {
    ...(listed && TOTAL_COUNT),
    ...(contract?.idempotent && REPLAYED),
  }
  return {
    statuses: [...(contract?.statuses ?? [200]), ...(OTHER_STATUSES[name] ?? [])],
    media,
    body: contract?.body,
    ...(Object.keys(headers).length > 0 && { headers }),
  }
}

/**
 * The errors the route can answer with: those its middleware gives (401 signed out, 403 a role
 * it lacks or a write without its CSRF token, 429 a rate limit, 503 a session or user store
 * unreachable), its path (404 for a record it does not find), its input (the body parser's 400,
 * 413 and 422 on any body, a validator's or a list's 422), and those its code can raise.
 */
function errorsOf(route: Route, method: string, validated: boolean, contract?: RouteContract) {
  const auth = signIn(route)
  const errors = [...(contract?.refusals ?? [])]
  if (BODY_METHODS.includes(method)) errors.push(400, 413, 422)
  if (validated) errors.push(422)
  if (auth) errors.push(401)
  if (auth?.roles.length) errors.push(403)
  if (opensSession(route)) errors.push(503, ...(BODY_METHODS.includes(method) ? [403] : []))
  if (route.tokens.some((token) => token.type !== 0)) errors.push(404)
  if (isThrottled(route)) errors.push(429, 503)
  return errors
}

async function operation(route: Route, method: string, operationId: string, csv: boolean) {
  const name = route.name as RouteName
  const contract = routeContracts[name] ?? TRANSMIT_CONTRACTS[name]
  const pathParameters = route.tokens
    .filter((token) => token.type !== 0)
    .map((token) => {
      const parameter = token.type === 2 ? 'path' : token.val
      const match = route.matchers[token.val]?.match
      return {
        name: parameter,
        in: 'path',
        required: true,
        schema: match ? { type: 'string', pattern: match.source } : { type: 'string' },
      }
    })
  const load = routeValidators[name]
  const schema = load ? schemaOf((await load()) as VineValidator<any, any>) : undefined
  const list = ROUTE_LISTS[name]
  const auth = signIn(route)

  const queryParameters =
    schema && !BODY_METHODS.includes(method)
      ? Object.entries(schema.properties ?? {}).map(([parameter, property]) => ({
          name: parameter,
          in: 'query',
          required: schema.required?.includes(parameter) ?? false,
          schema: property,
        }))
      : []
  const errors = errorsOf(route, method, Boolean(schema || list), contract)
  return {
    operationId,
    summary: ROUTE_SUMMARIES[name],
    tags: [areaOf(route.pattern)],
    ...(auth ? { security: [{ bearerToken: [] }, { session: [] }] } : { security: [] }),
    parameters: [
      ...pathParameters,
      ...queryParameters,
      ...(list ? listParameters(list) : []),
      ...(contract?.idempotent ? [IDEMPOTENCY_KEY] : []),
    ],
    ...(schema && BODY_METHODS.includes(method)
      ? {
          requestBody: {
            required: true,
            content: { [hasFile(schema) ? 'multipart/form-data' : 'application/json']: { schema } },
          },
        }
      : {}),
    responses: responsesOf(successOf(route, name, contract, csv), errors, contract),
  }
}

async function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {}
  const routes = Object.values(router.toJSON()).flat()
  // A back-office list with a `.csv` twin also answers CSV on its own URL (`Accept: text/csv`).
  const patterns = new Set(routes.map((route) => route.pattern))
  for (const route of routes) {
    const path = openApiPath(route)
    const methods = documentedMethods(route)
    const csv = patterns.has(`${route.pattern}.csv`)
    for (const method of methods) {
      const name = route.name ?? `${method} ${path}`
      const id = methods.length > 1 ? `${name}.${method}` : name
      paths[path] = { ...paths[path], [method]: await operation(route, method, id, csv) }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sigma Forwarding API',
      version: '1',
      description:
        'Every route of the API. Signed-in routes take a personal access token ' +
        '(`Authorization: Bearer`, made with POST /api/auth/tokens) or the browser session cookie.',
    },
    servers: [{ url: env.get('APP_URL') }],
    tags: AREA_TAGS,
    components: {
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal access token from POST /api/auth/tokens',
        },
        session: { type: 'apiKey', in: 'cookie', name: 'sigma-session' },
      },
      schemas: { Errors: ERRORS_SCHEMA },
      responses: ERROR_RESPONSES,
    },
    paths,
  }
}

let document: ReturnType<typeof buildDocument> | undefined

/** Made on the first request and kept: the routes and validators do not change while running. */
export function openApiDocument() {
  document ??= buildDocument()
  return document
}
