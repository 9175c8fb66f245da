/**
 * What each operation of the published document answers: its success statuses and body (the
 * route contract the codegen hook generated from the route's types, api/hooks/route_contracts.ts),
 * and its error answers, each in the shared `Errors` shape unless the route types its own.
 * Which errors apply is read from the route (its middleware, its path, its validator, the body
 * parser) and from what its code can raise (the contract's refusals).
 */
import type { RouteContract } from '#generated/route_contracts'

type Schema = Record<string, unknown>
type Response = {
  description: string
  headers?: Record<string, unknown>
  content?: Record<string, { schema: Schema }>
}

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer' },
}

/** Every error leaves the API in this shape (api/exceptions/handler.ts). */
export const ERRORS_SCHEMA = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['message'],
        properties: {
          message: { type: 'string', description: 'In the caller’s language' },
          field: { type: 'string', description: 'The input field it is about' },
          rule: { type: 'string', description: 'The validation rule it broke' },
        },
      },
    },
  },
}

/* The error answers, each once, as `components.responses`. */
const ERROR_ANSWERS: Record<number, { name: string; description: string; retry?: true }> = {
  400: {
    name: 'BadRequest',
    description: 'Not readable as sent: malformed JSON, or refused as given',
  },
  401: { name: 'Unauthorized', description: 'Not signed in' },
  402: { name: 'PaymentRequired', description: 'The card was declined' },
  403: {
    name: 'Forbidden',
    description: 'Not allowed: a role the user lacks, or a missing CSRF token',
  },
  404: { name: 'NotFound', description: 'No such record (another customer’s is not found either)' },
  409: {
    name: 'Conflict',
    description: 'The record’s state does not allow it, or it conflicts with another',
  },
  413: { name: 'ContentTooLarge', description: 'The body or a file is too large' },
  422: { name: 'UnprocessableContent', description: 'Invalid input: `errors` names each field' },
  429: { name: 'TooManyRequests', description: 'Too many attempts', retry: true },
  503: {
    name: 'ServiceUnavailable',
    description: 'The database or Redis is unreachable',
    retry: true,
  },
}

const errorsContent = { 'application/json': { schema: { $ref: '#/components/schemas/Errors' } } }

export const ERROR_RESPONSES = Object.fromEntries(
  Object.values(ERROR_ANSWERS).map(({ name, description, retry }) => [
    name,
    {
      description,
      ...(retry && { headers: { 'Retry-After': RETRY_AFTER } }),
      content: errorsContent,
    },
  ])
)

const SUCCESS_DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: taken in, handled later',
  204: 'Done; no body',
  301: 'Moved: the page’s address in its language',
  304: 'Not modified since the ETag sent',
}

/** What the route answers on success, as it is sent: media types, body schema, headers. */
export type Success = {
  statuses: number[]
  media: string[]
  body?: Schema
  headers?: Record<string, unknown>
}

/** A body the route's types do not describe: anything, for a client that reads it. */
const LOOSE = { description: 'Not described by its types' }

function successResponse(status: number, { media, body, headers }: Success): Response {
  const description = SUCCESS_DESCRIPTIONS[status] ?? 'Done'
  // A body typed `null` is an empty one (`accepted(null)`).
  if (status === 204 || status === 301 || status === 304 || body?.type === 'null') {
    return { description }
  }
  const schemaFor = (type: string) =>
    type === 'application/json'
      ? (body ?? LOOSE)
      : type.includes('*')
        ? LOOSE
        : { type: 'string', contentMediaType: type }
  return {
    description,
    ...(headers && { headers }),
    content: Object.fromEntries(media.map((type) => [type, { schema: schemaFor(type) }])),
  }
}

/**
 * The operation's responses: each success status, then each error status with its typed body
 * where the route's types give one (a health check's 503), else the shared error answer.
 */
export function responsesOf(
  success: Success,
  errors: Iterable<number>,
  contract: RouteContract | undefined
) {
  const responses: Record<string, unknown> = {}
  for (const status of success.statuses) responses[status] = successResponse(status, success)
  for (const status of [...new Set(errors)].sort((a, b) => a - b)) {
    const typed = contract?.errors[status]
    if (!ERROR_ANSWERS[status]) throw new Error(`No error answer is described for ${status}`)
    const { name, description, retry } = ERROR_ANSWERS[status]
    responses[status] = typed
      ? {
          description,
          ...(retry && { headers: { 'Retry-After': RETRY_AFTER } }),
          content: { 'application/json': { schema: typed } },
        }
      : { $ref: `#/components/responses/${name}` }
  }
  return responses
}
