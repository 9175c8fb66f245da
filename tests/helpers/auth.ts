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
