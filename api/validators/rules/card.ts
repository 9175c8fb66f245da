import vine from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import { agreementOf } from '#validators/rules/agreement'
import { cvvLength, expiryState, normalizeCardNumber, passesLuhn } from '#domain/cards'

/** 12 to 19 digits (spaces and dashes allowed) that pass the Luhn check. */
export const cardNumber = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string' || !passesLuhn(normalizeCardNumber(value))) {
      field.report('Please enter a valid card number', 'cardNumber', field)
    }
  }
)

/** 'MM/YY', not in the past. */
export const cardExpiry = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    const state = typeof value === 'string' ? expiryState(value) : 'invalid'
    if (state === 'invalid')
      field.report('Please enter the expiry date as MM/YY', 'cardExpiry', field)
    if (state === 'expired') field.report('This card has expired', 'cardExpired', field)
  }
)

/** 3 digits, or 4 for American Express (read from the sibling `number`). */
export const cardCvv = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    const number =
      typeof field.parent?.number === 'string' ? normalizeCardNumber(field.parent.number) : ''
    const digits = cvvLength(number)
    if (typeof value !== 'string' || !new RegExp(`^\\d{${digits}}$`).test(value)) {
      field.report('Please enter a valid security code (CVV)', 'cardCvv', field, { digits })
    }
  }
)

export const cardSchema = () =>
  vine.object({
    number: vine.string().trim().maxLength(32).use(cardNumber()),
    expiry: vine.string().trim().maxLength(7).use(cardExpiry()),
    cvv: vine.string().trim().maxLength(4).use(cardCvv()),
  })

/**
 * Messages for the money validators: 'money.messages.<field>.<rule>',
 * 'money.messages.<rule>' and
 * 'money.fields.<field>' from locales/<lang>/money.json first, then the shared
 * 'validation' catalog (required, number, ...).
 */
export class MoneyMessagesProvider implements MessagesProviderContact {
  constructor(private i18n: I18n) {}

  getMessage(
    defaultMessage: string,
    rule: string,
    field: FieldContext,
    args: Record<string, any> = {}
  ) {
    const values = {
      ...args,
      field: this.fieldName(field.wildCardPath),
      gender: agreementOf(
        this.i18n,
        `money.agreement.${field.wildCardPath}`,
        `validation.agreement.${field.wildCardPath}`
      ),
    }
    const template =
      this.lookUp(`money.messages.${field.wildCardPath}.${rule}`) ??
      this.lookUp(`money.messages.${rule}`) ??
      this.lookUp(`validation.messages.${rule}`)
    return template
      ? this.i18n.formatRawMessage(template, values)
      : defaultMessage.replace(/\{\{\s*field\s*\}\}/g, values.field)
  }

  private fieldName(path: string) {
    return this.lookUp(`money.fields.${path}`) ?? this.lookUp(`validation.fields.${path}`) ?? path
  }

  private lookUp(key: string) {
    return this.i18n.resolveIdentifier(key)?.message
  }
}
