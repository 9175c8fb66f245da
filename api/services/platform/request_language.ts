/*
 * The language a request is answered in: a signed-in user's saved language; else the one its
 * browser asks for (Accept-Language); else English.
 */
import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import type { MessagesProviderContact } from '@vinejs/vine/types'
import { agreementOf } from '#validators/rules/agreement'

/** The translator of a supported language. */
export const speaking = (language: string) => i18nManager.locale(language)

/** The request's language, as the rule above says; the auth middleware signs the user in first. */
export function languageOf(ctx: HttpContext) {
  // Routes without sign-in have no authenticator.
  const saved = ctx.auth?.user?.locale
  if (saved) return saved
  return i18nManager.getSupportedLocaleFor(ctx.request.languages()) ?? i18nManager.defaultLocale
}

/**
 * Validation messages in the request's language, each agreeing with the field it names in
 * gender and number.
 */
export class AgreeingMessages implements MessagesProviderContact {
  #messages: MessagesProviderContact
  constructor(private i18n: I18n) {
    this.#messages = i18n.createMessagesProvider('validation')
  }

  getMessage(...[message, rule, field, meta]: Parameters<MessagesProviderContact['getMessage']>) {
    const gender = agreementOf(this.i18n, `validation.agreement.${field.name}`)
    return this.#messages.getMessage(message, rule, field, { ...meta, gender })
  }
}
