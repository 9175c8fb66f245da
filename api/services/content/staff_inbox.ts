/**
 * The staff inbox: what people wrote to us and waits for an answer. Today that is the
 * contact form's messages; each item's id names its kind ("contact-12") so that other
 * kinds (purchase requests) can join the same list without changing its URLs.
 */
import { DateTime } from 'luxon'
import ContactMessage from '#models/contact_message'
import { DomainError } from '#exceptions/domain_error'
import { applyListFilters, columnsOf, listPage } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'

export const INBOX_LIST: ListDefinition = {
  sorts: columnsOf('createdAt', 'readAt', 'resolvedAt'),
  defaultSort: 'createdAt',
  searchColumns: ['email', 'name', 'message'],
  filters: ['read', 'resolved'],
}

export function listInbox(params: ListParams<string>) {
  const query = applyListFilters(ContactMessage.query(), params, INBOX_LIST)
  const { read, resolved } = params.filters
  if (read?.length === 1) {
    read[0] === 'true' ? query.whereNotNull('read_at') : query.whereNull('read_at')
  }
  if (resolved?.length === 1) {
    resolved[0] === 'true' ? query.whereNotNull('resolved_at') : query.whereNull('resolved_at')
  }
  return listPage(query, params)
}

async function findItem(id: string) {
  const match = /^contact-(\d+)$/.exec(id)
  const message = match ? await ContactMessage.find(Number(match[1])) : null
  if (!message) throw new DomainError(404, 'notifications.inboxItemNotFound')
  return message
}

/** Seen by a member of staff; reading again keeps the first time. */
export async function markInboxRead(id: string) {
  const message = await findItem(id)
  if (message.readAt) return message
  message.readAt = DateTime.utc()
  await message.save()
  return message.refresh()
}

/** Answered or otherwise dealt with; resolving implies it was read. */
export async function resolveInboxItem(id: string) {
  const message = await findItem(id)
  if (message.resolvedAt) return message
  const now = DateTime.utc()
  message.readAt ??= now
  message.resolvedAt = now
  await message.save()
  return message.refresh()
}
