import type { ApiResponse } from '../../shared/registry'

/** An account as `GET /api/admin/users` and `/users/:id` return it. */
export type UserRecord = ApiResponse<'admin_users.show'>

export const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim()
