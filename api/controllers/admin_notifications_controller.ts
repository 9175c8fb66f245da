import type { HttpContext } from '@adonisjs/core/http'
import { listParams } from '#validators/list_query'
import { staffNotificationValidator } from '#validators/notification'
import {
  BROADCAST_FILTERS,
  BROADCAST_SORTS,
  listBroadcasts,
  presentBroadcast,
  sendFromStaff,
} from '#services/notify'

/** Notices staff send to customers from the back office, and the record of what was sent. */
export default class AdminNotificationsController {
  async index({ request, response }: HttpContext) {
    const params = listParams(request.qs(), BROADCAST_SORTS, 'createdAt', BROADCAST_FILTERS)
    const { rows, total } = await listBroadcasts(params)
    response.header('x-total-count', total)
    return rows.map(presentBroadcast)
  }

  async store({ request, response, auth }: HttpContext) {
    const { audience, ...send } = await request.validateUsing(staffNotificationValidator)
    const broadcast = await sendFromStaff(auth.getUserOrFail(), {
      audience: audience ?? 'user',
      ...send,
    })
    return response.created(presentBroadcast(broadcast))
  }
}
