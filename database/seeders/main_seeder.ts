import { BaseSeeder } from '@adonisjs/lucid/seeders'
import logger from '@adonisjs/core/services/logger'
import User from '#models/user'
import NotificationPreference from '#models/notification_preference'

/*
 * Demo accounts (credentials in the README; demo only). The seeder runs only
 * on an empty database, so `npm start` never overwrites real data.
 */
/** The demo customers (those with a suite), oldest first: what the other demo seeders fill. */
export const demoCustomers = () =>
  User.query().where('role', 'customer').whereNotNull('customer_id').orderBy('id')

/** Who acts for the warehouse in the demo data: an admin if there is one, else a staff member. */
export const demoStaff = () =>
  User.query().whereIn('role', ['staff', 'admin']).orderBy('role', 'desc').first()

export const DEMO_ACCOUNTS = [
  {
    firstName: 'Avery',
    lastName: 'Collins',
    email: 'admin@sigma.test',
    password: 'Admin#2026pass',
    phone: '+14155550142',
    role: 'admin',
    customerId: null,
    locale: 'en',
  },
  {
    firstName: 'Daniel',
    lastName: 'Ortega',
    email: 'staff@sigma.test',
    password: 'Staff#2026pass',
    phone: '+13105550187',
    role: 'staff',
    customerId: null,
    locale: 'es',
  },
  {
    firstName: 'María',
    lastName: 'González Ruiz',
    email: 'maria@sigma.test',
    password: 'Customer#2026',
    phone: '+525512345678',
    role: 'customer',
    customerId: 'SG-48213',
    locale: 'es',
  },
  {
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'layla@sigma.test',
    password: 'Customer#2026',
    phone: '+971501234567',
    role: 'customer',
    customerId: 'SG-73051',
    locale: 'ar',
  },
] as const

export default class MainSeeder extends BaseSeeder {
  async run() {
    if (await User.query().first()) {
      logger.info('database already has users; demo data not seeded')
      return
    }
    for (const account of DEMO_ACCOUNTS) {
      const user = await User.create({ ...account })
      await NotificationPreference.create({ userId: user.id })
    }
  }
}
