import { RoleChangeSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { Role } from '#domain/roles'

/** One line of the audit log of access: an admin gave or took a role, from one to another. */
export default class RoleChange extends RoleChangeSchema {
  @column() declare fromRole: Role
  @column() declare toRole: Role

  @belongsTo(() => User, { foreignKey: 'changedById' }) declare changedBy: BelongsTo<typeof User>
}
