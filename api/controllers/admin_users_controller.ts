import type { HttpContext } from '@adonisjs/core/http'
import {
  deleteUser,
  editUser,
  findUser,
  listUsers,
  makeAdmin,
  removeAdmin,
  USER_LIST,
} from '#services/accounts/admin_users'
import { respondWithList, fieldColumns } from '#services/platform/csv'
import { editUserValidator } from '#validators/admin_user'
import UserTransformer from '#transformers/user_transformer'
import { forStaff } from '#transformers/serializer'

type StaffUser = ReturnType<UserTransformer['forStaff']>
const CSV_COLUMNS = fieldColumns<StaffUser>(
  'id',
  'customerId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'role',
  'locale',
  'createdAt'
)

/** Accounts: staff read them; admins edit, delete and grant or take away admin rights. */
export default class AdminUsersController {
  /** The list as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters and sort. */
  async index(ctx: HttpContext) {
    return respondWithList(ctx, {
      list: USER_LIST,
      load: listUsers,
      present: (rows) => forStaff(UserTransformer, rows),
      filename: 'users.csv',
      columns: CSV_COLUMNS,
    })
  }

  async show({ params }: HttpContext) {
    return forStaff(UserTransformer, await findUser(Number(params.id)))
  }

  async update({ params, request }: HttpContext) {
    const changes = await request.validateUsing(editUserValidator)
    return forStaff(UserTransformer, await editUser(Number(params.id), changes))
  }

  async destroy({ params, response }: HttpContext) {
    await deleteUser(Number(params.id))
    return response.noContent()
  }

  async makeAdmin({ params }: HttpContext) {
    return forStaff(UserTransformer, await makeAdmin(Number(params.id)))
  }

  async removeAdmin({ params }: HttpContext) {
    return forStaff(UserTransformer, await removeAdmin(Number(params.id)))
  }
}
