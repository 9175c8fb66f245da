import type { HttpContext } from '@adonisjs/core/http'
import { listParams } from '#validators/list_query'
import { type CsvColumn, respondWithList } from '#services/platform/csv'
import { staffNotificationValidator } from '#validators/notification'
import {
  BROADCAST_FILTERS,
  BROADCAST_SORTS,
  listBroadcasts,
  sendFromStaff,
} from '#services/platform/notify'
import NotificationBroadcastTransformer from '#transformers/notification_broadcast_transformer'
import { serialize } from '#transformers/serializer'

const CSV_COLUMNS: CsvColumn<ReturnType<NotificationBroadcastTransformer['toObject']>>[] = [
  { header: 'id', value: (broadcast) => broadcast.id },
  { header: 'createdAt', value: (broadcast) => broadcast.createdAt },
  { header: 'audience', value: (broadcast) => broadcast.audience },
  { header: 'userId', value: (broadcast) => broadcast.userId },
  { header: 'type', value: (broadcast) => broadcast.type },
  { header: 'title', value: (broadcast) => broadcast.title },
  { header: 'body', value: (broadcast) => broadcast.body },
  { header: 'recipientCount', value: (broadcast) => broadcast.recipientCount },
  { header: 'sentBy', value: (broadcast) => broadcast.sentBy?.name },
]

/** Notices staff send to customers from the back office, and the record of what was sent. */
export default class AdminNotificationsController {
  /** The list as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters and sort. */
  async index(ctx: HttpContext) {
    const params = listParams(ctx.request.qs(), BROADCAST_SORTS, 'createdAt', BROADCAST_FILTERS)
    return respondWithList(ctx, params, {
      load: listBroadcasts,
      present: (rows) => serialize(NotificationBroadcastTransformer.transform(rows)),
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
    return response.created(await serialize(NotificationBroadcastTransformer.transform(broadcast)))
  }
}
