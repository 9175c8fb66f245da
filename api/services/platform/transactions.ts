/*
 * The app's one way into a database transaction: Lucid's db.transaction(callback), except that a
 * transaction whose BEGIN or COMMIT fails fails, with that error.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
 * Another transaction holds what this one needs: a deadlock (detected at once), or a lock
 * waited for until the database gave up (MariaDB's innodb_lock_wait_timeout, SQLite's
 * busy_timeout). Nothing of the transaction stays written once it is rolled back.
 */
const LOCK_CONFLICTS = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY'])

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code ?? ''

export const isLockConflict = (error: unknown) => LOCK_CONFLICTS.has(codeOf(error))

/* A row another statement inserted first with the same unique key (or SQLite primary key). */
const UNIQUE_VIOLATIONS = new Set([
  'ER_DUP_ENTRY',
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
])

export const isUniqueViolation = (error: unknown) => UNIQUE_VIOLATIONS.has(codeOf(error))

/*
 * knex's commit() resolves even when the COMMIT fails (the connection lost or timed out on its
 * way, a deferred constraint): only the transaction's execution promise says so, and Lucid's
 * callback form looks no further, so a write that was never stored would be answered as done.
 * Here a failed COMMIT is the transaction's error, and the after-commit hooks (notices, live
 * updates) do not run for it: the first hook waits for the outcome and stops the rest. Whether
 * the server committed a COMMIT lost with its connection is unknown, so it is not retried; a
 * client's retry with its Idempotency-Key finds out.
 */
export async function inTransaction<T>(
  work: (trx: TransactionClientContract) => Promise<T>
): Promise<T> {
  const trx = await db.transaction()
  const outcome = trx.knexClient.executionPromise
  // Settled by the COMMIT or the ROLLBACK; read below, or by the first after-commit hook.
  outcome.catch(() => {})
  // A BEGIN that failed (the connection lost as it was taken) hands over a transaction already
  // over, whose every query fails as "already complete": the BEGIN's own error is the answer.
  if (trx.isCompleted) await outcome
  trx.after('commit', async () => {
    await outcome
  })
  let result: T
  try {
    result = await work(trx)
  } catch (error) {
    await trx.rollback()
    throw error
  }
  if (!trx.isCompleted) await trx.commit()
  await outcome
  return result
}
