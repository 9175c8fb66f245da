/**
 * The published contract: an OpenAPI 3.1 document of every route the router has, made once per
 * process from the router itself and the validators the controllers call (indexed by
 * `node ace codegen`). Request bodies and query strings come from the validators' JSON Schema.
 */
import router from '@adonisjs/core/services/router'
import type { VineValidator } from '@vinejs/vine'
import env from '#start/env'
import { routeValidators } from '#generated/route_validators'

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

/** The auth middleware's roles when the route needs a signed-in user, else undefined (public). */
function signIn(route: Route) {
  for (const entry of route.middleware.all()) {
    if (typeof entry === 'object' && 'name' in entry && entry.name === 'auth') {
      return { roles: (entry.args as { roles?: string[] } | undefined)?.roles ?? [] }
    }
  }
  return undefined
}

async function operation(route: Route, method: string, operationId: string) {
  const pathParameters = route.tokens
    .filter((token) => token.type !== 0)
    .map((token) => {
      const name = token.type === 2 ? 'path' : token.val
      const match = route.matchers[token.val]?.match
      return {
        name,
        in: 'path',
        required: true,
        schema: match ? { type: 'string', pattern: match.source } : { type: 'string' },
      }
    })
  const load = route.name ? routeValidators[route.name] : undefined
  const schema = load ? schemaOf((await load()) as VineValidator<any, any>) : undefined
  const auth = signIn(route)
  const responses: Record<string, { description: string }> = {
    '2XX': { description: 'Done; JSON unless the path names another format' },
  }
  if (schema) responses['422'] = { description: 'Invalid input: `errors` names each field' }
  if (auth) responses['401'] = { description: 'Not signed in' }
  if (auth?.roles.length) responses['403'] = { description: `Only for: ${auth.roles.join(', ')}` }

  const queryParameters =
    schema && !BODY_METHODS.includes(method)
      ? Object.entries(schema.properties ?? {}).map(([name, property]) => ({
          name,
          in: 'query',
          required: schema.required?.includes(name) ?? false,
          schema: property,
        }))
      : []
  return {
    operationId,
    tags: [areaOf(route.pattern)],
    ...(auth ? { security: [{ bearerToken: [] }, { session: [] }] } : { security: [] }),
    parameters: [...pathParameters, ...queryParameters],
    ...(schema && BODY_METHODS.includes(method)
      ? {
          requestBody: {
            required: true,
            content: { [hasFile(schema) ? 'multipart/form-data' : 'application/json']: { schema } },
          },
        }
      : {}),
    responses,
  }
}

async function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of Object.values(router.toJSON()).flat()) {
    const path = openApiPath(route)
    const methods = documentedMethods(route)
    for (const method of methods) {
      const name = route.name ?? `${method} ${path}`
      const id = methods.length > 1 ? `${name}.${method}` : name
      paths[path] = { ...paths[path], [method]: await operation(route, method, id) }
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
