/*
 * Public data (the same for every visitor who reads the same language) carries an ETag, and
 * browsers and CDNs may keep it: they ask again with If-None-Match and get an empty 304 while
 * it has not changed. Each language is its own copy (Vary: Accept-Language).
 */
import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'

type Response = HttpContext['response']

/** Reference data that changes only with a deploy: kept an hour before asking again. */
export const KEPT_AN_HOUR = 3600
/** Content staff may publish at any moment: kept, but always asked about before use. */
export const ALWAYS_REVALIDATED = 0

function allowCaching(response: Response, maxAgeSeconds: number) {
  response.header(
    'Cache-Control',
    maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'public, no-cache'
  )
  response.header('Vary', 'Accept-Language')
}

/** Answers `body` with the ETag of its JSON, or 304 when the browser's copy is current. */
export function sendPublicData<Body>(response: Response, body: Body, maxAgeSeconds: number) {
  allowCaching(response, maxAgeSeconds)
  response.json(body, true)
  return body
}

/** A response body hashed once, to be sent many times. */
export type PreparedBody = { body: string; etag: string; contentType: string }

export function prepareBody(body: string, contentType: string): PreparedBody {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  return { body, etag, contentType }
}

/** Sends a prepared body with its ETag, or an empty 304 when the browser's copy is current. */
export function sendPrepared(response: Response, prepared: PreparedBody) {
  response.header('ETag', prepared.etag)
  if (response.fresh()) {
    response.status(304).send(null)
  } else {
    response.header('Content-Type', prepared.contentType)
    response.send(prepared.body)
  }
}

type Unchanging = { value: unknown; prepared: PreparedBody }
const unchangingByKey = new Map<string, Unchanging>()

/**
 * Like `sendPublicData` for data that never changes while the process runs: built, serialised
 * and hashed once per key (one per language, say), so each request only writes it out.
 */
export function sendUnchangingData<Body>(
  response: Response,
  key: string,
  build: () => Body,
  maxAgeSeconds: number
): Body {
  let unchanging = unchangingByKey.get(key)
  if (!unchanging) {
    const value = build()
    const prepared = prepareBody(JSON.stringify(value), 'application/json; charset=utf-8')
    unchanging = { value, prepared }
    unchangingByKey.set(key, unchanging)
  }
  allowCaching(response, maxAgeSeconds)
  sendPrepared(response, unchanging.prepared)
  return unchanging.value as Body
}
