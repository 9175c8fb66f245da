import { inTransaction } from '#services/platform/transactions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User, { type Locale } from '#models/user'
import NotificationPreference from '#models/notification_preference'
import { drawSuiteNumber } from '#services/parcels/suite_numbers'

export type Registration = {
  firstName: string
  lastName: string
  email: string
  phone: string
  password: string
  locale?: Locale
}

const MAX_SUITE_ATTEMPTS = 12

/**
 * A new customer: the account, a free suite number and default
 * notification preferences, written together or not at all.
 */
export async function registerCustomer(registration: Registration, requestLocale: Locale) {
  return inTransaction(async (trx) => {
    const user = new User().useTransaction(trx)
    user.merge({
      firstName: registration.firstName,
      lastName: registration.lastName,
      email: registration.email,
      phone: registration.phone,
      password: registration.password,
      role: 'customer',
      locale: registration.locale ?? requestLocale,
      customerId: await freeSuiteNumber(trx),
    })
    await user.save()
    await NotificationPreference.create({ userId: user.id }, { client: trx })
    return user
  })
}

async function freeSuiteNumber(trx: TransactionClientContract) {
  for (let attempt = 0; attempt < MAX_SUITE_ATTEMPTS; attempt++) {
    const candidate = drawSuiteNumber(attempt)
    const taken = await trx.from('users').where('customer_id', candidate).first()
    if (!taken) return candidate
  }
  throw new Error('No free suite number found')
}
