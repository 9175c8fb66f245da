import type { I18n } from '@adonisjs/i18n'

/**
 * How the words of a message agree with the field they name: Spanish and Arabic adjectives and
 * verbs follow the noun's gender and number ("La descripción es obligatoria", "Los paquetes son
 * obligatorios"), English verbs its number. Each catalog says it of its own field names under
 * `<catalog>.agreement.<field>` (feminine, plural, feminine_plural); a field it says nothing of
 * takes the messages' `other` form. Messages read it as their `gender` argument.
 */
export function agreementOf(i18n: I18n, ...keys: string[]) {
  const known = keys.find((key) => i18n.hasMessage(key))
  return known ? i18n.t(known) : 'other'
}
