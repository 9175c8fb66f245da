import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import type { OrderStatus } from '#domain/orders'

/*
 * How many orders each status holds, written in the same transaction as the orders themselves
 * (hooks on the Order model, `countOrdersAsTheyMove`), so that the back office's totals cost
 * one small read however many orders there are. Bulk inserts that bypass the model (demo data,
 * the benchmark) call `recountOrders` after.
 */
const TABLE = 'order_status_counts'

/** `delta` more (or fewer) orders in `status`. */
export async function countOrders(
  status: OrderStatus,
  delta: number,
  client?: QueryClientContract
) {
  await (client ?? db)
    .table(TABLE)
    .knexQuery.insert({ status, orders: delta })
    .onConflict('status')
    .merge({ orders: db.knexRawQuery('?? + ?', [`${TABLE}.orders`, delta]) })
}

/** Hooks the counts to every order created, moved or deleted through the model. Once, at boot. */
export function countOrdersAsTheyMove() {
  Order.boot()
  Order.after('create', (order) => countOrders(order.status, 1, order.$trx))
  Order.before('update', async (order) => {
    if (!order.$dirty.status) return
    await countOrders(order.$original.status, -1, order.$trx)
    await countOrders(order.status, 1, order.$trx)
  })
  Order.after('delete', (order) => countOrders(order.status, -1, order.$trx))
}

/** The counts read again from the orders themselves. */
export async function recountOrders(client: QueryClientContract = db.connection()) {
  await client.from(TABLE).delete()
  const counts = await client.from('orders').select('status').count('* as orders').groupBy('status')
  if (counts.length) await client.table(TABLE).multiInsert(counts)
}

/** Orders in any of these statuses (every status when none is given). */
export async function countedOrders(statuses?: string[]) {
  const query = db.from(TABLE).sum('orders as total')
  if (statuses) query.whereIn('status', statuses)
  const [{ total }] = await query
  return Number(total ?? 0)
}

/** Orders per status, for the statuses that hold any. */
export async function ordersByStatus() {
  const rows = await db.from(TABLE).select('status', 'orders').where('orders', '>', 0)
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.orders)]))
}
