import { inTransaction } from '#services/platform/transactions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User, { type Locale } from '#models/user'
import RoleChange from '#models/role_change'
import { isDemotion, type Role } from '#domain/roles'
import { revokeCredentials } from '#services/accounts/sign_in'
import { DomainError } from '#exceptions/domain_error'
import { applyListFilters, columnsOf, listPage } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'

const USER_FIELDS = ['createdAt', 'firstName', 'lastName', 'email', 'role', 'customerId']
export const USER_LIST: ListDefinition = {
  sorts: columnsOf('id', ...USER_FIELDS),
  defaultSort: 'createdAt',
  filterColumns: columnsOf(...USER_FIELDS, 'locale'),
  idFilterColumns: columnsOf('id'),
  // An account is its own customer: the search box finds it by suite, name or email.
  customerColumn: 'id',
}

export type UserChanges = {
  firstName?: string
  lastName?: string
  phone?: string
  locale?: Locale
}

/** Everyone with an account; `q` searches names, email and suite. */
export function listUsers(params: ListParams<string>) {
  return listPage(applyListFilters(User.query(), params, USER_LIST), params)
}

export async function findUser(id: number, trx?: TransactionClientContract) {
  const query = User.query({ client: trx }).where('id', id)
  if (trx) query.forUpdate()
  const user = await query.first()
  if (!user) throw new DomainError(404, 'admin_api.userNotFound')
  return user
}

/*
 * Every change that can take away an admin runs here: the admins are locked and counted in
 * the same transaction, so two admins demoting each other at once cannot leave none.
 */
async function changingAdmins<T>(
  id: number,
  change: (user: User, trx: TransactionClientContract) => Promise<T>,
  losesAdmin: (user: User) => boolean
) {
  return inTransaction(async (trx) => {
    const user = await findUser(id, trx)
    if (user.role === 'admin' && losesAdmin(user)) {
      const admins = await User.query({ client: trx }).where('role', 'admin').forUpdate()
      if (admins.length <= 1) throw new DomainError(409, 'admin_api.lastAdmin')
    }
    return change(user, trx)
  })
}

export function editUser(id: number, changes: UserChanges) {
  return inTransaction(async (trx) => {
    const user = await findUser(id, trx)
    user.useTransaction(trx)
    return user.merge(changes).save()
  })
}

export function deleteUser(id: number) {
  return changingAdmins(
    id,
    async (user, trx) => {
      user.useTransaction(trx)
      await user.delete()
    },
    () => true
  )
}

export type RoleChoice = {
  userId: number
  role: Role
  /** The admin who chose it, having re-entered their password. */
  admin: User
  /** The admin's own session, kept when they change their own role. */
  adminSessionId?: string
}

/**
 * Gives the user exactly the role chosen, and writes it in the audit log. Taking a role away
 * (admin to staff or customer, staff to customer) also ends every session, remembered device
 * and access token of theirs, so that what they could open closes at once; an admin lowering
 * their own role keeps the session they did it from. The last admin keeps their role.
 */
export function changeRole({ userId, role, admin, adminSessionId }: RoleChoice) {
  return changingAdmins(
    userId,
    async (user, trx) => {
      const from = user.role
      if (from === role) throw new DomainError(409, 'admin_api.sameRole')
      user.useTransaction(trx)
      user.role = role
      await user.save()
      await RoleChange.create(
        { userId: user.id, changedById: admin.id, fromRole: from, toRole: role },
        { client: trx }
      )
      if (isDemotion(from, role)) {
        await revokeCredentials(user, trx, user.id === admin.id ? adminSessionId : undefined)
      }
      return user
    },
    () => role !== 'admin'
  )
}

/** The user's audit log of access, newest first, with who made each change. */
export function roleChangesOf(userId: number) {
  return RoleChange.query()
    .where('user_id', userId)
    .preload('changedBy')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
}
