import type User from '#models/user'
import { UserFactory, DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { BrowserAgent } from '#tests/helpers/http'

/** A browser signed in (cookie session + CSRF) as a new user of the given role. */
export async function signedIn(
  role: 'customer' | 'staff' | 'admin' = 'customer',
  overrides: Partial<User> = {}
) {
  const factory = role === 'customer' ? UserFactory : UserFactory.apply(role)
  const user = await factory.merge(overrides).create()
  const agent = new BrowserAgent()
  const response = await agent.post('/api/auth/login', {
    email: user.email,
    password: DEFAULT_PASSWORD,
  })
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`)
  return { user, agent }
}

/** A warehouse worker and a customer, each signed in in a browser of their own. */
export async function staffAndCustomer() {
  const { agent: staff } = await signedIn('staff')
  const { user, agent: customer } = await signedIn('customer')
  return { staff, user, customer }
}

/** The demo accounts the seeder creates: María writes in Spanish, Layla in Arabic. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@sigma.test', password: 'Admin#2026pass' },
  staff: { email: 'staff@sigma.test', password: 'Staff#2026pass' },
  maria: { email: 'maria@sigma.test', password: 'Customer#2026' },
  layla: { email: 'layla@sigma.test', password: 'Customer#2026' },
} as const

export type DemoAccount = keyof typeof DEMO_ACCOUNTS

/** A demo account signed in through the API, as the apps sign in. */
export async function demoAgent(who: DemoAccount): Promise<BrowserAgent> {
  const agent = new BrowserAgent()
  const response = await agent.post('/api/auth/login', DEMO_ACCOUNTS[who])
  if (response.status !== 200) throw new Error(`${who} sign-in failed: ${response.status}`)
  return agent
}
