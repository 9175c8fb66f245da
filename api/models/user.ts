import type { DateTime } from 'luxon'
import { UserSchema } from '#database/schema'
import { asDateTime } from '#models/columns'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { beforeSave, column, hasOne } from '@adonisjs/lucid/orm'
import type { HasOne } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'
import NotificationPreference from '#models/notification_preference'
import { CachedAccessTokensProvider } from '#models/cached_access_tokens'
import { searchNameOf } from '#domain/search'

import type { Role } from '#domain/roles'
export type { Role }
export type Locale = 'en' | 'es' | 'ar'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class User extends compose(UserSchema, AuthFinder) {
  /* Personal access tokens, shown once as `sgm_…` and kept hashed. */
  static accessTokens = new CachedAccessTokensProvider({ tokenableModel: User, prefix: 'sgm_' })
  static rememberMeTokens = DbRememberMeTokensProvider.forModel(User)

  @column({ serializeAs: null })
  declare password: string

  @column()
  declare role: Role

  @column()
  declare locale: Locale

  @column.dateTime({ autoCreate: true, ...asDateTime })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, ...asDateTime })
  declare updatedAt: DateTime

  @column.dateTime(asDateTime)
  declare emailVerifiedAt: DateTime | null

  @hasOne(() => NotificationPreference)
  declare notificationPreference: HasOne<typeof NotificationPreference>

  /* The folded name the back office's search boxes look in follows every change of the name. */
  @beforeSave()
  static foldSearchName(user: User) {
    if (user.$isNew || user.$dirty.firstName !== undefined || user.$dirty.lastName !== undefined) {
      user.searchName = searchNameOf(user.firstName, user.lastName)
    }
  }

  get isStaff() {
    return this.role === 'staff' || this.role === 'admin'
  }
}
