import { BaseTransformer } from '@adonisjs/core/transformers'
import type RoleChange from '#models/role_change'
import { isoOf } from '#models/columns'

/** A line of a user's audit log of access; `changedBy` is null once that admin's account is gone. */
export default class RoleChangeTransformer extends BaseTransformer<RoleChange> {
  toObject() {
    const change = this.resource
    const admin = change.changedBy
    return {
      id: change.id,
      fromRole: change.fromRole,
      toRole: change.toRole,
      createdAt: isoOf(change.createdAt.toUTC()),
      changedById: change.changedById,
      changedBy: admin
        ? { id: admin.id, firstName: admin.firstName, lastName: admin.lastName }
        : null,
    }
  }
}
