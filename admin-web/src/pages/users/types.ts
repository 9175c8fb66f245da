import type { Role } from '../../providers/auth-provider'

/** An account as `GET /api/admin/users` and `/users/:id` return it. */
export interface UserRecord {
  id: number
  customerId: string | null
  firstName: string
  lastName: string
  email: string
  phone: string | null
  role: Role
  locale: string | null
  avatarUrl: string | null
  createdAt: string
  updatedAt: string
}

export const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim()
