import type { HttpContext } from '@adonisjs/core/http'
import { created } from '#services/platform/answers'
import { type CsvColumn, respondWithList, fieldColumns } from '#services/platform/csv'
import { staffNotificationValidator } from '#validators/notification'
import { listBroadcasts, sendFromStaff } from '#services/platform/notify'
import NotificationBroadcastTransformer from '#transformers/notification_broadcast_transformer'
import { forStaff } from '#transformers/serializer'

type SentBroadcast = ReturnType<NotificationBroadcastTransformer['toObject']>
const CSV_COLUMNS: CsvColumn<SentBroadcast>[] = [
  ...fieldColumns<SentBroadcast>(
    'id',
    'createdAt',
    'audience',
    'userId',
    'type',
    'title',
    'body',
    'recipientCount'
  ),
  { header: 'sentBy', value: (broadcast) => broadcast.sentBy?.name },
]

/** Notices staff send to customers from the back office, and the record of what was sent. */
export default class AdminNotificationsController {
  /** The list as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters and sort. */
  async index(ctx: HttpContext) {
    return respondWithList(ctx, {
      load: listBroadcasts,
      present: (rows) => forStaff(NotificationBroadcastTransformer, rows),
      filename: 'notifications.csv',
      columns: CSV_COLUMNS,
    })
  }

  async store({ request, response, auth }: HttpContext) {
    const { audience, ...send } = await request.validateUsing(staffNotificationValidator)
    const broadcast = await sendFromStaff(auth.getUserOrFail(), {
      audience: audience ?? 'user',
      ...send,
    })
    return created(response, await forStaff(NotificationBroadcastTransformer, broadcast))
  }
}
