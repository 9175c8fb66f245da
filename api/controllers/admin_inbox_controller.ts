import type { HttpContext } from '@adonisjs/core/http'
import { listParams } from '#validators/list_query'
import { type CsvColumn, respondWithList } from '#services/platform/csv'
import {
  INBOX_FILTERS,
  INBOX_SORTS,
  listInbox,
  markInboxRead,
  resolveInboxItem,
} from '#services/content/staff_inbox'
import InboxItemTransformer from '#transformers/inbox_item_transformer'
import { serialize } from '#transformers/serializer'

const CSV_COLUMNS: CsvColumn<ReturnType<InboxItemTransformer['toObject']>>[] = [
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
      present: (rows) => serialize(InboxItemTransformer.transform(rows)),
      filename: 'inbox.csv',
      columns: CSV_COLUMNS,
    })
  }

  async read({ params }: HttpContext) {
    return serialize(InboxItemTransformer.transform(await markInboxRead(params.id)))
  }

  async resolve({ params }: HttpContext) {
    return serialize(InboxItemTransformer.transform(await resolveInboxItem(params.id)))
  }
}
