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

type Prepared = { value: unknown; json: string; etag: string }
const preparedByKey = new Map<string, Prepared>()

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
  let prepared = preparedByKey.get(key)
  if (!prepared) {
    const value = build()
    const json = JSON.stringify(value)
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`
    prepared = { value, json, etag }
    preparedByKey.set(key, prepared)
  }
  allowCaching(response, maxAgeSeconds)
  response.header('ETag', prepared.etag)
  if (response.fresh()) {
    response.status(304).send(null)
  } else {
    response.header('Content-Type', 'application/json; charset=utf-8')
    response.send(prepared.json)
  }
  return prepared.value as Body
}
