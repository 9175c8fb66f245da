import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'

/** An account: as its owner sees it (`GET /api/auth/user`), and as the back office does. */
export default class UserTransformer extends BaseTransformer<User> {
  toObject() {
    const user = this.resource
    return {
      id: user.id,
      customerId: user.customerId,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      role: user.role,
      locale: user.locale,
      avatarUrl: user.avatar ? `/uploads/${user.avatar}` : null,
    }
  }

  forStaff() {
    const user = this.resource
    return {
      ...this.toObject(),
      createdAt: user.createdAt.toUTC().toISO(),
      updatedAt: user.updatedAt.toUTC().toISO(),
    }
  }
}
