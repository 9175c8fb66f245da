/*
 * The language a request is answered in: the one its browser asks for (Accept-Language), else
 * English; a signed-in user's saved language once the auth middleware knows who is calling.
 */
import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import { HttpContext, RequestValidator } from '@adonisjs/core/http'
import type { MessagesProviderContact } from '@vinejs/vine/types'
import { agreementOf } from '#validators/rules/agreement'

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

/* Where a request keeps its translator once negotiated or set: a plain field, cheap to write. */
const TRANSLATOR = Symbol('translator')
type WithTranslator = HttpContext & { [TRANSLATOR]?: I18n }

/*
 * Most requests pass validation, and only a failing one needs its messages: the language is
 * negotiated and its catalogue opened when the first message is asked for.
 */
class MessagesWhenNeeded implements MessagesProviderContact {
  #messages?: MessagesProviderContact
  constructor(private ctx: HttpContext) {}

  getMessage(...[message, rule, field, meta]: Parameters<MessagesProviderContact['getMessage']>) {
    this.#messages ??= this.ctx.i18n.createMessagesProvider('validation')
    const gender = agreementOf(this.ctx.i18n, `validation.agreement.${field.name}`)
    return this.#messages.getMessage(message, rule, field, { ...meta, gender })
  }
}

/**
 * Gives every request `ctx.i18n`, negotiated the first time something reads it (a validation
 * message, an error, translated content) rather than by a middleware on every request: many
 * answers never need the browser's preference (health, untranslated data, signed-in calls,
 * which speak the user's saved language). An error on a route that matched nothing, or on a
 * body the parser refused, still speaks the visitor's language.
 */
export function negotiateLanguageWhenNeeded() {
  Object.defineProperty(HttpContext.prototype, 'i18n', {
    get(this: WithTranslator) {
      return (this[TRANSLATOR] ??= speaking(languageFor(this)))
    },
    set(this: WithTranslator, i18n: I18n) {
      this[TRANSLATOR] = i18n
    },
    configurable: true,
  })
  RequestValidator.messagesProvider = (ctx) => new MessagesWhenNeeded(ctx)
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
