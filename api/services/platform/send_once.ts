/**
 * Sends what one row stands for (a notification delivery, a password-reset link, a contact
 * message for support) once, however many jobs run for it, and never loses it to a dead worker.
 *
 * The sending job claims the row (`sending_by`, `sending_at`), sends, then marks it sent. Another
 * job meanwhile (a retry after a timeout, the sweep's re-queue, a second worker) finds it claimed
 * and does nothing. A worker killed in between leaves its claim: the queue hands that same job
 * back (the claim is its own) and it sends again, as does any job once a claim is older than
 * `SEND_CLAIM_EXPIRES` (a job the queue lost). So a message that had left just before the crash
 * is sent a second time, under the same Message-ID, which mail systems read as one message.
 * A failed send gives the claim back for the job's next attempt.
 */
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'

type SentMark = {
  table: string
  id: number
  /** The column that says it was sent. */
  column: string
  /** When the row was written: with the id, it makes the Message-ID unique across databases. */
  createdAt: DateTime
}

/** Long past any send: SMTP's own timeouts give up well before. */
export const SEND_CLAIM_EXPIRES = { minutes: 5 }

const sqlOf = (time: DateTime) => time.toSQL({ includeOffset: false })!

/** The same for every attempt at one row's message, so that a repeat is known as one. */
export function messageIdOf(row: SentMark) {
  const host = new URL(env.get('APP_URL')).hostname
  return `<${row.table}.${row.id}.${row.createdAt.toMillis()}@${host}>`
}

/**
 * True when this call sent it; false when it had been sent or another job is sending it.
 * `claimant` is the queue job's id (a job handed back after its worker died keeps it); a call
 * outside a job gets one of its own.
 */
export async function sendOnce(
  row: SentMark,
  send: (messageId: string) => Promise<void>,
  claimant: string = randomUUID()
) {
  const now = DateTime.utc()
  const claimed = await db
    .from(row.table)
    .where('id', row.id)
    .whereNull(row.column)
    .where((free) =>
      free
        .whereNull('sending_by')
        .orWhere('sending_by', claimant)
        .orWhere('sending_at', '<=', sqlOf(now.minus(SEND_CLAIM_EXPIRES)))
    )
    .update({ sending_by: claimant, sending_at: sqlOf(now) })
  // The count of rows changed (typed as a list, which MySQL and SQLite do not return).
  if (Number(claimed) !== 1) return false
  try {
    await send(messageIdOf(row))
  } catch (error) {
    await db
      .from(row.table)
      .where('id', row.id)
      .where('sending_by', claimant)
      .update({ sending_by: null, sending_at: null })
    throw error
  }
  await db
    .from(row.table)
    .where('id', row.id)
    .update({ [row.column]: sqlOf(DateTime.utc()) })
  return true
}
