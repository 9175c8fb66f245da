import factory from '@adonisjs/lucid/factories'
import User from '#models/user'
import { drawSuiteNumber } from '#services/parcels/suite_numbers'

export const DEFAULT_PASSWORD = 'Parcel#2026go'

export const UserFactory = factory
  .define(User, ({ faker }) => ({
    firstName: faker.person.firstName(),
    lastName: faker.person.lastName(),
    email: faker.internet.email().toLowerCase(),
    phone: '+14155552671',
    password: DEFAULT_PASSWORD,
    role: 'customer' as const,
    locale: 'en' as const,
    customerId: drawSuiteNumber(6),
  }))
  .state('staff', (user) => {
    user.role = 'staff'
    user.customerId = null
  })
  .state('admin', (user) => {
    user.role = 'admin'
    user.customerId = null
  })
  .after('create', async (_factory, user) => {
    // Same transaction as the user: SQLite has one connection, a second one would wait forever.
    await user.related('notificationPreference').create({})
  })
  .build()
