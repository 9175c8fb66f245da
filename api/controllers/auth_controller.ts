import type { HttpContext } from '@adonisjs/core/http'
import { accepted, created, noContent } from '#services/platform/answers'
import type { Locale } from '#models/user'
import User from '#models/user'
import { registerCustomer } from '#services/accounts/accounts'
import { verifySignIn } from '#services/accounts/sign_in'
import { requestPasswordReset, resetPassword } from '#services/accounts/password_reset'
import {
  forgotPasswordValidator,
  loginValidator,
  registerValidator,
  resetPasswordValidator,
} from '#validators/auth'
import UserTransformer from '#transformers/user_transformer'
import { serialize } from '#transformers/serializer'
import { DomainError } from '#exceptions/domain_error'
import { usesBearerToken } from '#services/accounts/credentials'

/* Signing in opens a browser session; a client that signs in with its token has none to open. */
function refuseBearerClients(ctx: HttpContext) {
  if (usesBearerToken(ctx)) throw new DomainError(400, 'errors.browserSignInOnly')
}

export default class AuthController {
  async register(ctx: HttpContext) {
    refuseBearerClients(ctx)
    const { request, response, auth, i18n } = ctx
    const registration = await request.validateUsing(registerValidator)
    const user = await registerCustomer(registration, i18n.locale as Locale)
    await auth.use('web').login(user)
    return created(response, await serialize(UserTransformer.transform(user)))
  }

  async login(ctx: HttpContext) {
    refuseBearerClients(ctx)
    const { request, auth } = ctx
    const { email, password, remember } = await request.validateUsing(loginValidator)
    const user = await verifySignIn(email, password, request.ip())
    await auth.use('web').login(user, remember)
    return serialize(UserTransformer.transform(user))
  }

  async logout({ auth, response }: HttpContext) {
    if (auth.authenticatedViaGuard === 'api') {
      const user = auth.getUserOrFail() as User & { currentAccessToken: { identifier: string } }
      await User.accessTokens.delete(user, user.currentAccessToken.identifier)
    } else {
      await auth.use('web').logout()
    }
    return noContent(response)
  }

  /*
   * Both apps ask for the signed-in user on every page load. Its shape is plain, so it is built
   * directly: the serializer's generic path records a stack trace per call, a fifth of this
   * request's cost.
   */
  async currentUser({ auth }: HttpContext) {
    return new UserTransformer(auth.getUserOrFail()).toObject()
  }

  async forgotPassword({ request, response }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    await requestPasswordReset(email)
    return accepted(response, {})
  }

  async resetPassword({ request }: HttpContext) {
    const { token, password } = await request.validateUsing(resetPasswordValidator)
    await resetPassword(token, password)
    return {}
  }
}
