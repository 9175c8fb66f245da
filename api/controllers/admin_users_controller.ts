import type { HttpContext } from '@adonisjs/core/http'
import { noContent } from '#services/platform/answers'
import {
  changeRole,
  deleteUser,
  editUser,
  findUser,
  listUsers,
  roleChangesOf,
} from '#services/accounts/admin_users'
import {
  reauthenticate,
  REAUTHENTICATED_AT_KEY,
  requireFreshReauthentication,
} from '#services/accounts/reauthentication'
import { usesBearerToken } from '#services/accounts/credentials'
import { respondWithList, fieldColumns } from '#services/platform/csv'
import { wholeList } from '#services/platform/lists'
import {
  editUserValidator,
  reauthenticationValidator,
  roleChangeValidator,
} from '#validators/admin_user'
import UserTransformer from '#transformers/user_transformer'
import RoleChangeTransformer from '#transformers/role_change_transformer'
import { forStaff, serialize } from '#transformers/serializer'

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

/**
 * Accounts: staff read them and their audit log of access; admins edit and delete them, and
 * choose their role once they have re-entered their own password.
 */
export default class AdminUsersController {
  /** The list as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters and sort. */
  async index(ctx: HttpContext) {
    return respondWithList(ctx, {
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
    return noContent(response)
  }

  /**
   * The admin re-enters their password: for the next few minutes this browser session may change
   * roles. A bearer token has no session to hold that, so its callers change roles in a browser.
   */
  async reauthenticate(ctx: HttpContext) {
    if (usesBearerToken(ctx)) requireFreshReauthentication(undefined)
    const { password } = await ctx.request.validateUsing(reauthenticationValidator)
    const at = await reauthenticate(ctx.auth.getUserOrFail(), password)
    ctx.session.put(REAUTHENTICATED_AT_KEY, at)
    return noContent(ctx.response)
  }

  async changeRole(ctx: HttpContext) {
    const session = usesBearerToken(ctx) ? undefined : ctx.session
    requireFreshReauthentication(session?.get(REAUTHENTICATED_AT_KEY))
    const { role } = await ctx.request.validateUsing(roleChangeValidator)
    const user = await changeRole({
      userId: Number(ctx.params.id),
      role,
      admin: ctx.auth.getUserOrFail(),
      adminSessionId: session?.sessionId,
    })
    return forStaff(UserTransformer, user)
  }

  async roleChanges({ params, response }: HttpContext) {
    const user = await findUser(Number(params.id))
    const changes = await RoleChangeTransformer.transform(await roleChangesOf(user.id))
    return wholeList(response, await serialize(changes))
  }
}
