import { NotificationBroadcastSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { NotificationType } from '#models/notification'

export type Audience = 'user' | 'all'

/** One send from the back office, to one customer or to all of them. */
export default class NotificationBroadcast extends NotificationBroadcastSchema {
  @column() declare type: NotificationType
  @column() declare audience: Audience

  @belongsTo(() => User, { foreignKey: 'sentById' })
  declare sentBy: BelongsTo<typeof User>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
