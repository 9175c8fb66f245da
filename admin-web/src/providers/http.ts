import type { HttpError } from '@refinedev/core'
import { axiosInstance } from '@refinedev/simple-rest'
import { getLocale, translate } from '../i18n'

interface ApiErrorItem {
  message?: unknown
  field?: unknown
}

// Methods shield checks for CSRF (api/config/shield.ts).
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete'])

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix))
  // Sent as stored: shield URL-decodes the header value itself.
  return entry?.slice(prefix.length)
}

/** Texts for answers that carry no `{ errors: [...] }` body (network, proxies, 5xx). */
function messageForStatus(status: number): string {
  if (status === 0) return translate('errors.network', 'Network error. Please try again.')
  if (status === 401)
    return translate('errors.signedOut', 'Your session has ended. Please sign in again.')
  if (status === 403)
    return translate('errors.forbidden', 'You are not authorized to perform this action')
  if (status === 404) return translate('errors.notFound', 'The requested resource was not found')
  if (status === 400 || status === 422)
    return translate('errors.invalidInput', 'Please check your input and try again')
  if (status === 429) return translate('errors.tooManyRequests', 'Please try again later')
  if (status >= 500) return translate('errors.server', 'Server error. Please try again later.')
  return translate('errors.generic', 'Something went wrong')
}

/**
 * Turns an axios failure into refine's HttpError: the message is the API's first error (the API
 * writes it in the caller's language), and field errors go to `errors` so refine forms can show
 * them next to their inputs.
 */
function toHttpError(error: { response?: { status?: number; data?: unknown } }): HttpError {
  const status = error.response?.status ?? 0
  const body = error.response?.data as { errors?: unknown } | undefined
  const items: ApiErrorItem[] = Array.isArray(body?.errors) ? body.errors : []
  const first = items.find((item) => typeof item.message === 'string')
  const fieldErrors: Record<string, string> = {}
  for (const item of items) {
    if (typeof item.field === 'string' && typeof item.message === 'string') {
      fieldErrors[item.field] ??= item.message
    }
  }
  return {
    message: typeof first?.message === 'string' ? first.message : messageForStatus(status),
    statusCode: status,
    ...(Object.keys(fieldErrors).length > 0 ? { errors: fieldErrors } : {}),
  }
}

/**
 * The one HTTP client of the back office, used by the data provider and the auth provider.
 * Derived from simple-rest's exported instance because axios is only simple-rest's dependency,
 * not ours; `create` gives a fresh instance without simple-rest's error mapping (which reads a
 * `message` field our API does not send).
 */
export const http = axiosInstance.create({
  // Same-origin requests carry the session cookie anyway; this keeps it when the API is reached
  // from another origin (a dev server on its own port, with CORS credentials).
  withCredentials: true,
  // axios would send the XSRF header on reads too; the interceptor below sends it on writes only.
  withXSRFToken: false,
  headers: { Accept: 'application/json' },
})

http.interceptors.request.use((config) => {
  // API messages (validation, "Invalid email or password") follow the language shown here.
  config.headers.set('Accept-Language', getLocale())
  if (WRITE_METHODS.has((config.method ?? 'get').toLowerCase())) {
    const token = readCookie('XSRF-TOKEN')
    if (token) config.headers.set('X-XSRF-TOKEN', token)
  }
  return config
})

http.interceptors.response.use(undefined, (error) => Promise.reject(toHttpError(error)))
