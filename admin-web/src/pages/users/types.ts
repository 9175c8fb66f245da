import type { CurrentUser } from '../../providers/auth-provider'

/** An account as `GET /api/admin/users` and `/users/:id` return it. */
export interface UserRecord extends CurrentUser {
  createdAt: string
  updatedAt: string
}

export const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim()
