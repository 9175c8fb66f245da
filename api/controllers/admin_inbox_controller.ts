import type { HttpContext } from '@adonisjs/core/http'
import { respondWithList, fieldColumns } from '#services/platform/csv'
import { listInbox, markInboxRead, resolveInboxItem } from '#services/content/staff_inbox'
import InboxItemTransformer from '#transformers/inbox_item_transformer'
import { forStaff } from '#transformers/serializer'

type InboxItem = ReturnType<InboxItemTransformer['toObject']>
const CSV_COLUMNS = fieldColumns<InboxItem>(
  'id',
  'kind',
  'createdAt',
  'name',
  'email',
  'locale',
  'message',
  'readAt',
  'resolvedAt'
)

/** The staff inbox: messages waiting for an answer, marked read and resolved. */
export default class AdminInboxController {
  /** The list as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters and sort. */
  async index(ctx: HttpContext) {
    return respondWithList(ctx, {
      load: listInbox,
      present: (rows) => forStaff(InboxItemTransformer, rows),
      filename: 'inbox.csv',
      columns: CSV_COLUMNS,
    })
  }

  async read({ params }: HttpContext) {
    return forStaff(InboxItemTransformer, await markInboxRead(params.id))
  }

  async resolve({ params }: HttpContext) {
    return forStaff(InboxItemTransformer, await resolveInboxItem(params.id))
  }
}
