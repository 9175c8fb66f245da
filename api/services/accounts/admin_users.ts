import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User, { type Locale, type Role } from '#models/user'
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
  role?: Role
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
  return db.transaction(async (trx) => {
    const user = await findUser(id, trx)
    if (user.role === 'admin' && losesAdmin(user)) {
      const admins = await User.query({ client: trx }).where('role', 'admin').forUpdate()
      if (admins.length <= 1) throw new DomainError(409, 'admin_api.lastAdmin')
    }
    return change(user, trx)
  })
}

export function editUser(id: number, changes: UserChanges) {
  return changingAdmins(
    id,
    async (user, trx) => {
      user.useTransaction(trx)
      return user.merge(changes).save()
    },
    () => changes.role !== undefined && changes.role !== 'admin'
  )
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

export const makeAdmin = (id: number) => editUser(id, { role: 'admin' })

/** A former admin keeps back-office access as staff. */
export function removeAdmin(id: number) {
  return changingAdmins(
    id,
    async (user, trx) => {
      if (user.role !== 'admin') throw new DomainError(409, 'admin_api.notAdmin')
      user.useTransaction(trx)
      return user.merge({ role: 'staff' }).save()
    },
    () => true
  )
}
