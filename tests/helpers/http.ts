/**
 * A browser-like HTTP client for functional tests: real requests to the
 * running test server, a cookie jar, and the SPA's CSRF habit of echoing the
 * XSRF-TOKEN cookie as the X-XSRF-TOKEN header on writes.
 */
import { plainText } from '#tests/helpers/text'

export type ApiResponse<T = any> = { status: number; headers: Headers; body: T }

/** A file of a multipart form. */
export type FormFile = { name: string; bytes: Uint8Array<ArrayBuffer>; type: string }

/** The suite's test server (`node ace test` starts it on HOST and PORT). */
export const baseUrl = () => `http://${process.env.HOST}:${process.env.PORT}`

export class BrowserAgent {
  cookies = new Map<string, string>()
  sendCsrfToken = true

  private defaultHeaders: Record<string, string>
  private origin: string

  /*
   * `origin`: another server than the suite's (a second process started by a test, or the
   * bench's). Fields rather than parameter properties, so that Node runs this file as it is.
   */
  constructor(defaultHeaders: Record<string, string> = {}, origin = baseUrl()) {
    this.defaultHeaders = defaultHeaders
    this.origin = origin
  }

  get = (path: string, headers?: Record<string, string>) =>
    this.request('GET', path, undefined, headers)
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body, headers)
  put = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PUT', path, body, headers)
  delete = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('DELETE', path, body, headers)

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {}
  ) {
    const response = await this.send(method, path, body, headers)
    return {
      status: response.status,
      headers: response.headers,
      body: await parse(response),
    } as ApiResponse
  }

  /** A multipart POST of fields and files, as a browser form with files sends it. */
  upload(
    path: string,
    fields: Record<string, string | number>,
    files: FormFile[],
    fieldName = 'photos'
  ) {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
    for (const file of files)
      form.append(fieldName, new Blob([file.bytes], { type: file.type }), file.name)
    return this.post(path, form)
  }

  /**
   * A GET answered with its bytes (a PDF, an image), which `get` would decode as text. It
   * accepts any type, as a link the browser follows does.
   */
  async download(path: string) {
    const response = await this.send('GET', path, undefined, { accept: '*/*' })
    return {
      status: response.status,
      headers: response.headers,
      bytes: new Uint8Array(await response.arrayBuffer()),
    }
  }

  /** An event stream as the browser opens one: the response unread, until `signal` aborts it. */
  stream(path: string, signal: AbortSignal) {
    return this.send('GET', path, undefined, { accept: 'text/event-stream' }, signal)
  }

  /** The request with the agent's cookies (and CSRF token on writes); the response unread. */
  private async send(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
    signal?: AbortSignal
  ) {
    // Like the SPA, fetch a CSRF cookie before the first write.
    if (method !== 'GET' && this.sendCsrfToken && !this.cookies.has('XSRF-TOKEN')) {
      await this.get('/api/auth/user')
    }
    const xsrf = this.cookies.get('XSRF-TOKEN')
    // A form (multipart, for uploads) is sent as it is: fetch writes its boundary itself.
    const form = body instanceof FormData
    const response = await fetch(this.origin + path, {
      method,
      redirect: 'manual',
      signal,
      headers: {
        accept: 'application/json',
        ...(body !== undefined && !form && { 'content-type': 'application/json' }),
        ...(this.cookies.size && { cookie: this.cookieHeader() }),
        ...(method !== 'GET' &&
          this.sendCsrfToken &&
          xsrf && { 'x-xsrf-token': decodeURIComponent(xsrf) }),
        ...this.defaultHeaders,
        ...headers,
      },
      body:
        body === undefined || form || typeof body === 'string'
          ? (body as BodyInit | undefined)
          : JSON.stringify(body),
    })
    this.storeCookies(response.headers)
    return response
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  private storeCookies(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';')
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
      const expired = attributes.some((attribute) =>
        /max-age=0\b|expires=thu, 01 jan 1970/i.test(attribute.trim())
      )
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}

/** An API client that signs in with a bearer token and sends no cookies. */
export function bearerClient(token: string, headers: Record<string, string> = {}) {
  const agent = new BrowserAgent({ authorization: `Bearer ${token}`, ...headers })
  agent.sendCsrfToken = false
  return agent
}

async function parse(response: Response) {
  const text = await response.text()
  if (!text) return null
  return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
}

/** The first error message for a field, as the API's error body gives it. */
/*
 * The messages below are read as they say it: without the marks that keep an Arabic message's
 * Latin runs in order (a test of those marks reads the body itself).
 */

export const messageFor = (
  body: { errors?: { field?: string; message: string }[] },
  field: string
) => {
  const message = body.errors?.find((error) => error.field === field)?.message
  return message === undefined ? undefined : plainText(message)
}

/**
 * The error messages of a refused request by field (the first for each); fails, showing what came
 * back, unless the response has the expected status.
 */
export function fieldErrors(
  response: { status: number; body: unknown },
  status = 422
): Record<string, string | undefined> {
  const { errors } = expectOk<{ errors: { field?: string; message: string }[] }>(response, status)
  const byField: Record<string, string> = {}
  for (const { field, message } of errors)
    if (field && !(field in byField)) byField[field] = plainText(message)
  return byField
}

/** The first error message of a refused request; fails unless the response has the expected status. */
export const firstError = (response: { status: number; body: unknown }, status: number) => {
  const message = expectOk<{ errors: { message: string }[] }>(response, status).errors[0]?.message
  return message === undefined ? undefined : plainText(message)
}

/** The response's body when it has the expected status; otherwise a failure that shows what came back. */
export function expectOk<T = any>(response: { status: number; body: unknown }, status = 200): T {
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`)
  return response.body as T
}
