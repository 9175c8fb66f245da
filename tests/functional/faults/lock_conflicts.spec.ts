import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { SqliteConfig } from '@adonisjs/lucid/types/database'
import { isolateEachTest } from '#tests/helpers/database'
import { receive, sneakers } from '#tests/functional/parcels/helpers'
import { signedIn } from '#tests/helpers/auth'

const onSqlite = () => db.connection().dialect.name === 'better-sqlite3'

/*
 * Another connection's transaction that has written and does not end: on MariaDB it holds the
 * package's customs lines' row locks; on SQLite the file's one write lock (the app's SQLite
 * connection is a single one, so the holder opens a second to the same file).
 */
type Holder = { release: () => Promise<unknown> }
async function holdTheLines(packageNumber: string): Promise<Holder> {
  if (onSqlite()) {
    const { connection } = db.getRawConnection(db.primaryConnectionName)!.config as SqliteConfig
    db.manager.add('holder', { client: 'better-sqlite3', connection, useNullAsDefault: true })
    const holder = db.connection('holder')
    await holder.rawQuery('BEGIN IMMEDIATE')
    return { release: () => holder.rawQuery('ROLLBACK') }
  }
  const holder = await db.transaction()
  await holder
    .from('customs_lines')
    .whereIn('package_id', (query) =>
      query.from('packages').select('id').where('number', packageNumber)
    )
    .update({ position: 0 })
  return { release: () => holder.rollback() }
}

test.group('Faults: a lock held past the retries', (group) => {
  isolateEachTest(group)
  let holder: Holder | undefined
  group.each.teardown(async () => {
    await holder?.release()
    holder = undefined
    if (db.manager.has('holder')) await db.manager.release('holder')
  })

  test("answers 503 with Retry-After in the customer's language, and writes nothing", async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const { user, agent: customer } = await signedIn('customer', { locale: 'es' })
    const pkg = await receive(staff, user.customerId!)
    const path = `/api/packages/${pkg.number}/declaration`
    assert.equal((await customer.put(path, { lines: sneakers })).status, 200)

    holder = await holdTheLines(pkg.number)
    const twoPairs = [{ ...sneakers[0], quantity: 2 }]
    const started = Date.now()
    const refused = await customer.put(path, { lines: twoPairs })
    const waitedMs = Date.now() - started

    assert.equal(refused.status, 503)
    assert.equal(refused.headers.get('retry-after'), '5')
    assert.deepEqual(refused.body, {
      errors: [
        {
          message:
            'Otra solicitud está modificando los mismos datos. Inténtalo de nuevo en unos segundos.',
        },
      ],
    })
    // The lock's wait (5 s) is not waited again by a retry.
    assert.isBelow(waitedMs, 9_000)

    await holder.release()
    holder = undefined
    const stored = (await customer.get(`/api/packages/${pkg.number}`)).body
    assert.equal(stored.declaredValueCents, sneakers[0].unitValueCents)
    assert.deepEqual(
      stored.customsLines.map((line: { quantity: number }) => line.quantity),
      [1]
    )

    // The client's retry, once the lock is gone, goes through.
    const retried = await customer.put(path, { lines: twoPairs })
    assert.equal(retried.status, 200)
    assert.equal(retried.body.declaredValueCents, 2 * sneakers[0].unitValueCents)
  }).timeout(30_000)
})
