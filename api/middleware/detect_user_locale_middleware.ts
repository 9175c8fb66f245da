import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { NextFn } from '@adonisjs/core/types/http'
import { type HttpContext, RequestValidator } from '@adonisjs/core/http'

/*
 * Browsers send the same few Accept-Language headers over and over: each is negotiated once.
 * Bounded, since the header is the client's to choose.
 */
const NEGOTIATED_AT_MOST = 1000
const negotiated = new Map<string, string>()

function languageFor({ request }: HttpContext) {
  const header = request.header('accept-language') ?? ''
  let language = negotiated.get(header)
  if (language === undefined) {
    language = i18nManager.getSupportedLocaleFor(request.languages()) ?? i18nManager.defaultLocale
    if (negotiated.size >= NEGOTIATED_AT_MOST) negotiated.clear()
    negotiated.set(header, language)
  }
  return language
}

/**
 * Speaks the language the browser asks for (Accept-Language), else English.
 * The auth middleware later switches to a signed-in user's saved language.
 */
export default class DetectUserLocaleMiddleware {
  static {
    RequestValidator.messagesProvider = (ctx) => ctx.i18n.createMessagesProvider('validation')
  }

  async handle(ctx: HttpContext, next: NextFn) {
    ctx.i18n = i18nManager.locale(languageFor(ctx))
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
