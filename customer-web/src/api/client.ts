/**
 * The app's one way to call the API: cookies always included, JSON in and out, Content-Type only
 * with a body, the stored bearer token when there is one, the XSRF cookie echoed on writes, and the page
 * language as Accept-Language so server messages come back in the language on screen.
 */

export interface ApiFieldError {
  message: string
  field?: string
  rule?: string
}

export class ApiError extends Error {
  readonly status: number
  readonly errors: ApiFieldError[]

  /** status 0 means the request never got an answer (offline, DNS, CORS). */
  constructor(status: number, message: string, errors: ApiFieldError[] = []) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const AUTH_TOKEN_KEY = 'authToken'
const XSRF_COOKIE = 'XSRF-TOKEN'

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1))
}

function storedToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY)
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): then there is simply no token.
    return null
  }
}

function headersFor(method: Method, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'Accept': 'application/json',
    'Accept-Language': document.documentElement.lang || 'en',
  }
  if (hasBody) headers['Content-Type'] = 'application/json'
  const token = storedToken()
  if (token) headers.Authorization = `Bearer ${token}`
  const xsrf = method === 'GET' ? undefined : readCookie(XSRF_COOKIE)
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf
  return headers
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

function errorsOf(body: unknown): ApiFieldError[] {
  const errors = (body as { errors?: unknown } | null)?.errors
  return Array.isArray(errors) ? errors.filter((error) => typeof error?.message === 'string') : []
}

/** Extra request options: an abort signal, keepalive, and headers such as `Idempotency-Key`. */
export type RequestOptions = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> }

async function send(
  method: Method,
  url: string,
  body: unknown,
  { headers, ...init }: RequestOptions
): Promise<Response> {
  const isFormData = body instanceof FormData
  try {
    return await fetch(url, {
      ...init,
      method,
      credentials: 'include',
      // Form data (uploads) goes as multipart with the boundary the browser sets; anything else as JSON.
      headers: { ...headersFor(method, body !== undefined && !isFormData), ...headers },
      body: body === undefined || isFormData ? body : JSON.stringify(body),
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError(0, `0: ${(error as Error).message}`)
  }
}

/** A parsed answer with the list total a simple-rest list sends in `x-total-count` (null elsewhere). */
export interface ApiAnswer<T> {
  data: T
  total: number | null
}

/** A non-success answer becomes an ApiError whose message is "<status>: <text or status text>". */
export async function apiAnswer<T>(
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions = {}
): Promise<ApiAnswer<T>> {
  const response = await send(method, url, body, options)
  const text = await response.text()
  const parsed = parseJson(text)
  if (!response.ok) {
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      errorsOf(parsed)
    )
  }
  const total = response.headers.get('x-total-count')
  return { data: parsed as T, total: total === null ? null : Number(total) }
}

export async function apiRequest<T>(
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions = {}
): Promise<T> {
  const { data } = await apiAnswer<T>(method, url, body, options)
  return data
}

/** The default data fetch: a 401 means "not signed in" and yields null instead of an error. */
export async function getJsonOrNull<T>(url: string): Promise<ApiAnswer<T | null>> {
  try {
    return await apiAnswer<T>('GET', url)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { data: null, total: null }
    throw error
  }
}

/** The error messages by status; callers may pass a message for their own context first. */
export function errorMessageId(
  error: unknown,
  overrides: Partial<Record<number, string>> = {}
): string {
  if (!(error instanceof ApiError)) return 'error.somethingWentWrong'
  if (overrides[error.status]) return overrides[error.status] as string
  if (error.status === 0) return 'error.network'
  if (error.status === 400 || error.status === 422) return 'error.checkInput'
  if (error.status === 401) return 'error.unauthorized'
  if (error.status === 403) return 'error.accessDenied'
  if (error.status === 404) return 'error.notFound'
  if (error.status === 429) return 'error.tryLater'
  if (error.status >= 500) return 'error.server'
  return 'error.somethingWentWrong'
}

/** Server validation messages (already in the request's language) keyed by field, for showing beside inputs. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const result: Record<string, string> = {}
  if (!(error instanceof ApiError)) return result
  for (const item of error.errors)
    if (item.field && !result[item.field]) result[item.field] = item.message
  return result
}

/** The server's own message when it sent one that belongs to no field (e.g. "Invalid email or password"). */
export function formErrorOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.errors.find((item) => !item.field)?.message : undefined
}
