import type { ApiResponse, ApiRow } from '../../shared/registry'

/** An account as `GET /api/admin/users` and `/users/:id` return it. */
export type UserRecord = ApiResponse<'admin_users.show'>
/** A row of `GET /api/admin/users`. */
export type UserRow = ApiRow<'admin_users.index'>

export const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim()
