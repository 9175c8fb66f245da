import type { HttpContext } from '@adonisjs/core/http'
import { listParams } from '#validators/list_query'
import { type CsvColumn, respondWithList } from '#services/platform/csv'
import {
  INBOX_FILTERS,
  INBOX_SORTS,
  listInbox,
  markInboxRead,
  presentInboxItem,
  resolveInboxItem,
} from '#services/content/staff_inbox'

const CSV_COLUMNS: CsvColumn<ReturnType<typeof presentInboxItem>>[] = [
  { header: 'id', value: (item) => item.id },
  { header: 'kind', value: (item) => item.kind },
  { header: 'createdAt', value: (item) => item.createdAt },
  { header: 'name', value: (item) => item.name },
  { header: 'email', value: (item) => item.email },
  { header: 'locale', value: (item) => item.locale },
  { header: 'message', value: (item) => item.message },
  { header: 'readAt', value: (item) => item.readAt },
  { header: 'resolvedAt', value: (item) => item.resolvedAt },
]

/** The staff inbox: messages waiting for an answer, marked read and resolved. */
export default class AdminInboxController {
  /** The list as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters and sort. */
  async index(ctx: HttpContext) {
    const params = listParams(ctx.request.qs(), INBOX_SORTS, 'createdAt', INBOX_FILTERS)
    return respondWithList(ctx, params, {
      load: listInbox,
      present: presentInboxItem,
      filename: 'inbox.csv',
      columns: CSV_COLUMNS,
    })
  }

  async read({ params }: HttpContext) {
    return presentInboxItem(await markInboxRead(params.id))
  }

  async resolve({ params }: HttpContext) {
    return presentInboxItem(await resolveInboxItem(params.id))
  }
}
