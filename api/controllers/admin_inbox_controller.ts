import type { HttpContext } from '@adonisjs/core/http'
import { listParams } from '#validators/list_query'
import {
  INBOX_FILTERS,
  INBOX_SORTS,
  listInbox,
  markInboxRead,
  presentInboxItem,
  resolveInboxItem,
} from '#services/staff_inbox'

/** The staff inbox: messages waiting for an answer, marked read and resolved. */
export default class AdminInboxController {
  async index({ request, response }: HttpContext) {
    const params = listParams(request.qs(), INBOX_SORTS, 'createdAt', INBOX_FILTERS)
    const { rows, total } = await listInbox(params)
    response.header('x-total-count', total)
    return rows.map(presentInboxItem)
  }

  async read({ params }: HttpContext) {
    return presentInboxItem(await markInboxRead(params.id))
  }

  async resolve({ params }: HttpContext) {
    return presentInboxItem(await resolveInboxItem(params.id))
  }
}
