import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { DomainError } from '#exceptions/domain_error'

/**
 * Every route's body is an object of named fields: an array is refused with its own message
 * rather than read as "no fields" (the body parser refuses a scalar itself).
 */
export default class ObjectBodyMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    if (Array.isArray(request.body())) throw new DomainError(422, 'errors.bodyNotObject')
    return next()
  }
}
