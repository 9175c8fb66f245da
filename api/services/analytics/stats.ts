import db from '@adonisjs/lucid/services/db'
import { ordersByStatus } from '#services/orders/order_counts'
import { lockedPriceTotals } from '#services/parcels/locked_price'

const count = async (table: string, where: (query: any) => void = () => {}) => {
  const query = db.from(table).count('* as total')
  where(query)
  const [{ total }] = await query
  return Number(total)
}

async function revenueCents() {
  const [{ revenue }] = await db
    .from('invoices')
    .whereIn('status', ['paid', 'refunded'])
    .select(db.raw('coalesce(sum(total_cents - refunded_cents), 0) as revenue'))
  return Number(revenue)
}

/**
 * The back office's totals; the money figures only when asked (admins). Revenue is what paid invoices brought in, less what was refunded;
 * locked prices, what packing differed from the price invoiced at the request (absorbed or credited);
 * packages in storage include those waiting in a ship request (still on our shelves).
 */
export async function backOfficeStats({ withRevenue }: { withRevenue: boolean }) {
  return {
    ...(withRevenue && {
      revenueCents: await revenueCents(),
      lockedPrices: await lockedPriceTotals(),
    }),
    users: await count('users'),
    ordersByStatus: await ordersByStatus(),
    packagesInStorage: await count('packages', (q) =>
      q.whereIn('status', ['received', 'ship_requested'])
    ),
    shipmentsInTransit: await count('shipments', (q) => q.where('status', 'shipped')),
  }
}
