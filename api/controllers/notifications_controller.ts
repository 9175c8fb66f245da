import type { HttpContext } from '@adonisjs/core/http'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'
import { sendPage } from '#services/platform/lists'
import { listNotifications, markAllRead, markRead, unreadCount } from '#services/platform/notify'
import NotificationTransformer from '#transformers/notification_transformer'
import { serialize } from '#transformers/serializer'

/** The signed-in user's in-app notifications, in their language. */
export default class NotificationsController {
  async index({ request, response, auth, route }: HttpContext) {
    const user = auth.getUserOrFail()
    const params = listParams(request.qs(), listOfRoute(route))
    return sendPage(response, await listNotifications(user.id, params), (rows) =>
      serialize(NotificationTransformer.transform(rows, user.locale))
    )
  }

  async unreadCount({ auth }: HttpContext) {
    return { count: await unreadCount(auth.getUserOrFail().id) }
  }

  async read({ params, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const notification = await markRead(user.id, Number(params.id))
    return serialize(NotificationTransformer.transform(notification, user.locale))
  }

  async readAll({ auth }: HttpContext) {
    const user = auth.getUserOrFail()
    await markAllRead(user.id)
    return { count: await unreadCount(user.id) }
  }
}
