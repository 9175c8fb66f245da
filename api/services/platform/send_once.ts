/**
 * Sends what one row stands for (a notification delivery, a password-reset link, a contact
 * message for support) at most once, however many jobs run for it. The row is marked sent by the
 * same statement that checks it was not, before sending: a second job (a retry after a timeout,
 * the sweep's re-queue, a second worker) finds it taken and does nothing. A failed send takes the
 * mark back for the job's next attempt. A process that dies between the mark and the send loses
 * that one message rather than risk sending it twice.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'

type SentMark = { table: string; id: number; column: string }

const sqlNow = () => DateTime.utc().toSQL({ includeOffset: false })

/** True when this call sent it; false when it had already left. */
export async function sendOnce(row: SentMark, send: () => Promise<void>) {
  const taken = await db
    .from(row.table)
    .where('id', row.id)
    .whereNull(row.column)
    .update({ [row.column]: sqlNow() })
  // The count of rows changed (typed as a list, which MySQL and SQLite do not return).
  if (Number(taken) !== 1) return false
  try {
    await send()
  } catch (error) {
    await db
      .from(row.table)
      .where('id', row.id)
      .update({ [row.column]: null })
    throw error
  }
  return true
}
