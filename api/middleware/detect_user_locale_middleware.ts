import type { I18n } from '@adonisjs/i18n'
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

/* Translators hold no per-request state: one per language serves every request. */
const translators = new Map<string, I18n>()

/** The translator of a supported language. */
export function speaking(language: string) {
  let i18n = translators.get(language)
  if (!i18n) {
    i18n = i18nManager.locale(language)
    translators.set(language, i18n)
  }
  return i18n
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
    ctx.i18n = speaking(languageFor(ctx))
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
