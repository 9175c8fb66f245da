import app from '@adonisjs/core/services/app'
import { errors as vineErrors } from '@vinejs/vine'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { DomainError } from '#exceptions/domain_error'
import { RETRY_AFTER_SECONDS, dependencyLost, isUnreachable } from '#services/platform/dependencies'
import { isLockConflict } from '#services/platform/transactions'

type ApiError = { message: string; field?: string; rule?: string }

/* Framework error codes → our status and translated message (locales/<lang>/errors.json). */
const KNOWN_ERRORS: Record<string, { status: number; key: string }> = {
  E_INVALID_CREDENTIALS: { status: 400, key: 'errors.invalidCredentials' },
  E_UNAUTHORIZED_ACCESS: { status: 401, key: 'errors.unauthorized' },
  E_AUTHORIZATION_FAILURE: { status: 403, key: 'errors.forbidden' },
  E_BAD_CSRF_TOKEN: { status: 403, key: 'errors.accessDenied' },
  E_ROUTE_NOT_FOUND: { status: 404, key: 'errors.notFound' },
  E_ROW_NOT_FOUND: { status: 404, key: 'errors.notFound' },
  E_REQUEST_ENTITY_TOO_LARGE: { status: 413, key: 'errors.bodyTooLarge' },
  E_TOO_MANY_REQUESTS: { status: 429, key: 'errors.tooManyRequests' },
}

/**
 * Every error leaves the API as `{ errors: [{ message, field?, rule? }] }`,
 * in the caller's language, without stack traces outside development.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction && !app.inTest

  /* An outage is not a fault of the code: it is logged once where it is noticed, not per request. */
  async report(error: unknown, ctx: HttpContext) {
    if (isUnreachable(error)) return
    return super.report(error, ctx)
  }

  async handle(error: unknown, ctx: HttpContext) {
    const { i18n } = ctx
    const { status, errors } = this.describe(error, (key, values) => i18n.t(key, values))

    if (status === 500 && this.debug) {
      return super.handle(error, ctx)
    }
    if (status === 503) ctx.response.header('Retry-After', String(RETRY_AFTER_SECONDS))
    if (status === 429) {
      const retryAfter = (error as { response?: { availableIn?: number } }).response?.availableIn
      if (retryAfter) ctx.response.header('Retry-After', String(retryAfter))
    }
    return ctx.response.status(status).json({ errors })
  }

  private describe(
    error: unknown,
    translate: (key: string, values?: Record<string, unknown>) => string
  ): { status: number; errors: ApiError[] } {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      return { status: 422, errors: error.messages as ApiError[] }
    }
    if (error instanceof DomainError) {
      const message = translate(error.messageKey, error.values)
      return {
        status: error.status,
        errors: [{ message, ...(error.field && { field: error.field }) }],
      }
    }

    const { code, status } = (error ?? {}) as { code?: string; status?: number; type?: string }
    const known = code ? KNOWN_ERRORS[code] : undefined
    if (known) {
      const seconds = (error as { response?: { availableIn?: number } }).response?.availableIn ?? 0
      return { status: known.status, errors: [{ message: translate(known.key, { seconds }) }] }
    }
    // Another transaction held the rows past the retries: nothing was written, and the client's
    // retry (with its Idempotency-Key) will most likely pass. Not an outage: health is not asked.
    if (isLockConflict(error)) {
      return { status: 503, errors: [{ message: translate('errors.busy') }] }
    }
    if (isUnreachable(error)) {
      dependencyLost()
      return { status: 503, errors: [{ message: translate('errors.unavailable') }] }
    }
    if (error instanceof SyntaxError && status === 400) {
      return { status: 400, errors: [{ message: translate('errors.malformedJson') }] }
    }
    // The body parser's one refusal of its own: JSON that is a scalar, not an object of fields.
    if (status === 422) {
      return { status: 422, errors: [{ message: translate('errors.bodyNotObject') }] }
    }
    if (status === 413) {
      return { status: 413, errors: [{ message: translate('errors.bodyTooLarge') }] }
    }
    if (status && status >= 400 && status < 500) {
      return {
        status,
        errors: [{ message: translate(status === 404 ? 'errors.notFound' : 'errors.badRequest') }],
      }
    }
    return { status: 500, errors: [{ message: translate('errors.server') }] }
  }
}
