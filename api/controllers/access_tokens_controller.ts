import type { HttpContext } from '@adonisjs/core/http'
import { created, noContent } from '#services/platform/answers'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { accessTokenValidator } from '#validators/auth'

/** Personal access tokens for API clients; the secret is shown once, at creation. */
export default class AccessTokensController {
  async store({ request, response, auth }: HttpContext) {
    const { name } = await request.validateUsing(accessTokenValidator)
    const token = await User.accessTokens.create(auth.getUserOrFail(), ['*'], { name })
    return created(response, {
      id: token.identifier,
      name: token.name,
      token: token.value!.release(),
      createdAt: token.createdAt,
    })
  }

  async destroy({ params, response, auth }: HttpContext) {
    const deleted = await User.accessTokens.delete(auth.getUserOrFail(), params.id)
    if (!deleted) throw new DomainError(404, 'errors.notFound')
    return noContent(response)
  }
}
