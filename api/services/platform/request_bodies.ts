import app from '@adonisjs/core/services/app'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import { safeParse } from '@poppinss/utils/json'
import string from '@poppinss/utils/string'
import getRawBody from 'raw-body'
import type { IncomingMessage } from 'node:http'
import type { HttpContext, RouteGroup } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import bodyParserConfig from '#config/bodyparser'
import { routesIn } from '#services/platform/routes_of'
import { DomainError } from '#exceptions/domain_error'

/*
 * A JSON body's strings, at any depth, trimmed, and one left empty as null, as forms are: a
 * field sent blank counts as not given. In place, on the freshly parsed body; no recursion, so
 * a deeply nested body cannot exhaust the stack.
 */
function tidyStrings(body: object) {
  const pending: Record<string, unknown>[] = [body as Record<string, unknown>]
  while (pending.length > 0) {
    const node = pending.pop()!
    for (const key of Object.keys(node)) {
      const value = node[key]
      if (typeof value === 'string') {
        const trimmed = value.trim()
        node[key] = trimmed === '' ? null : trimmed
      } else if (value !== null && typeof value === 'object') {
        pending.push(value as Record<string, unknown>)
      }
    }
  }
  return body
}

/*
 * Most bodies are plain JSON: UTF-8, not compressed, their length given. Those are read here in
 * one pass; the framework's parser, general enough for every type, charset and encoding, cost
 * more than the quote engine itself on such a body. Anything else goes to the framework's parser.
 * Both answer the same: over the limit 413, not JSON 400, JSON that is no object 422 (every
 * route's body is an object of named fields: an array or a scalar is refused, not read as
 * "no fields"), `__proto__` and `constructor.prototype` keys dropped.
 */
const PLAIN_JSON = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i
const AN_OBJECT = /^[ \t\n\r]*\{/

function isPlainJson({ headers }: HttpContext['request']['request']) {
  return (
    headers['content-length'] !== undefined &&
    headers['content-encoding'] === undefined &&
    headers['content-type'] !== undefined &&
    PLAIN_JSON.test(headers['content-type'])
  )
}

const JSON_LIMIT_BYTES = string.bytes.parse(bodyParserConfig.json.limit)!

/*
 * A small body comes in the same packet as the headers: once the parser has pushed it (a turn of
 * the microtask queue after the request began) all of it waits in the stream's buffer and is
 * taken from there at once. Waiting for it through the stream's events cost a fifth of a quote's
 * time. The stream is not then read on to its end (another 7%): nothing reads a body twice, and
 * the request is let go with its answer. A body not all there yet, or over the limit, is read by
 * raw-body, whose errors carry their status (413 over the limit, 400 when the client went away).
 */
async function bodyBytes(incoming: IncomingMessage): Promise<Buffer> {
  await Promise.resolve()
  const length = Number(incoming.headers['content-length'])
  if (incoming.readableLength === length && length <= JSON_LIMIT_BYTES) {
    return (incoming.read() as Buffer | null) ?? Buffer.alloc(0)
  }
  return getRawBody(incoming, { length, limit: bodyParserConfig.json.limit })
}

const notAnObject = () => new DomainError(422, 'errors.bodyNotObject')

async function readPlainJson(request: HttpContext['request']) {
  const bytes = await bodyBytes(request.request)
  const text = bytes.toString()
  if (text !== '' && !AN_OBJECT.test(text)) throw notAnObject()
  let body: object
  try {
    body = text === '' ? {} : safeParse(text)
  } catch (error) {
    throw Object.assign(error as SyntaxError, { status: 400 })
  }
  /*
   * No untouched copy is kept for `request.original()`: it is there to flash a form's input back
   * after a redirect, which no JSON call gets, and deep-copying each body cost as much as parsing it.
   */
  request.updateBody(tidyStrings(body))
  request.updateRawBody(text)
  request.bodyType = 'json'
  // No files came with it: `request.files()` reads this, as the framework's parser leaves it.
  Object.assign(request, { __raw_files: {} })
}

/**
 * The body parser runs on the routes that accept a method with a body (POST, PUT, PATCH,
 * DELETE), first in their middleware; a GET never pays for it. It is one shared parser called
 * as a plain function, not a middleware class the container resolves on every request.
 */
export async function parseBodiesWhereAccepted(routes: RouteGroup) {
  const parser = await app.container.make(BodyParserMiddleware)
  const parseBody = (ctx: HttpContext, next: NextFn) => {
    if (isPlainJson(ctx.request.request)) return readPlainJson(ctx.request).then(next)
    return parser.handle(ctx, () => {
      if (ctx.request.bodyType === 'json') {
        if (Array.isArray(ctx.request.body())) throw notAnObject()
        ctx.request.updateBody(tidyStrings(ctx.request.body()))
      }
      return next()
    })
  }
  const methodsWithBody = new Set(bodyParserConfig.allowedMethods)
  for (const route of routesIn(routes)) {
    if (route.toJSON().methods.some((method) => methodsWithBody.has(method))) {
      route.getMiddleware().unshift([parseBody])
    }
  }
}
