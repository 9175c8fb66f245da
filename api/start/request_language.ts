/*
 * Every request's `ctx.i18n`, and the validators' messages in that language. A getter rather
 * than a middleware: the user's saved language is known only once the auth middleware has
 * signed them in, and many answers never need a translation.
 */
import { HttpContext, RequestValidator } from '@adonisjs/core/http'
import type { I18n } from '@adonisjs/i18n'
import { AgreeingMessages, languageOf, speaking } from '#services/platform/request_language'

HttpContext.getter('i18n', function (this: HttpContext) {
  return speaking(languageOf(this))
})

RequestValidator.messagesProvider = (ctx) => new AgreeingMessages(ctx.i18n)

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
