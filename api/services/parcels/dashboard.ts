/**
 * The figures on the customer's dashboard, each read from the records it summarizes, never
 * stored twice: packages in transit, wallet balance, what they owe, what consolidation saved them,
 * and what happened lately.
 */
import db from '@adonisjs/lucid/services/db'
import { FINAL_ORDER_STATUSES, type OrderStatus } from '#domain/orders'
import type { InvoiceStatus } from '#domain/money'
import { SAVING_SHIPMENT_STATUSES } from '#domain/parcels'
import type User from '#models/user'
import Invoice from '#models/invoice'
import Order from '#models/order'
import Package from '#models/package'
import { isoOf } from '#models/columns'
import Shipment from '#models/shipment'
import Wallet from '#models/wallet'

const RECENT_ITEMS = 10

type Activity =
  | { type: 'package_received'; packageNumber: string; status: string; at: string }
  | { type: 'shipment_updated'; shipmentNumber: string; status: string; at: string }
  | { type: 'invoice_issued'; invoiceNumber: string; status: InvoiceStatus; at: string }
  | { type: 'order_updated'; orderNumber: string; status: OrderStatus; at: string }

/** The newest of each kind of record, merged; each item names the record it links to. */
async function recentActivity(userId: number): Promise<Activity[]> {
  const [packages, shipments, invoices, orders] = await Promise.all([
    Package.query()
      .where('user_id', userId)
      .whereNotNull('received_at')
      .orderBy('received_at', 'desc')
      .limit(RECENT_ITEMS),
    Shipment.query().where('user_id', userId).orderBy('updated_at', 'desc').limit(RECENT_ITEMS),
    Invoice.query().where('user_id', userId).orderBy('created_at', 'desc').limit(RECENT_ITEMS),
    Order.query().where('user_id', userId).orderBy('updated_at', 'desc').limit(RECENT_ITEMS),
  ])
  const activity: Activity[] = [
    ...packages.map((pkg) => ({
      type: 'package_received' as const,
      packageNumber: pkg.number,
      status: pkg.status,
      at: isoOf(pkg.receivedAt!),
    })),
    ...shipments.map((shipment) => ({
      type: 'shipment_updated' as const,
      shipmentNumber: shipment.number,
      status: shipment.status,
      at: isoOf(shipment.updatedAt),
    })),
    ...invoices.map((invoice) => ({
      type: 'invoice_issued' as const,
      invoiceNumber: invoice.number,
      status: invoice.status,
      at: isoOf(invoice.createdAt),
    })),
    ...orders.map((order) => ({
      type: 'order_updated' as const,
      orderNumber: order.number,
      status: order.status,
      at: isoOf(order.updatedAt),
    })),
  ]
  return activity.sort((a, b) => b.at.localeCompare(a.at)).slice(0, RECENT_ITEMS)
}

export async function dashboardFor(user: User) {
  const [activeOrders, inTransit, inStorage, saved, owed, wallet, activity] = await Promise.all([
    db
      .from('orders')
      .where('user_id', user.id)
      .whereNotIn('status', [...FINAL_ORDER_STATUSES])
      .count('* as total'),
    db
      .from('packages')
      .join('shipment_packages', 'shipment_packages.package_id', 'packages.id')
      .join('shipments', 'shipments.id', 'shipment_packages.shipment_id')
      .where('packages.user_id', user.id)
      .where('shipments.status', 'shipped')
      .count('* as total'),
    db
      .from('packages')
      .where('user_id', user.id)
      .whereIn('status', ['received', 'ship_requested'])
      .count('* as total'),
    db
      .from('shipments')
      .where('user_id', user.id)
      .whereIn('status', [...SAVING_SHIPMENT_STATUSES])
      .sum('saved_cents as total'),
    db
      .from('invoices')
      .where('user_id', user.id)
      .where('status', 'unpaid')
      .count('* as count')
      .sum('total_cents as total'),
    Wallet.query().where('user_id', user.id).first(),
    recentActivity(user.id),
  ])
  return {
    activeOrders: Number(activeOrders[0].total),
    packagesInTransit: Number(inTransit[0].total),
    packagesInStorage: Number(inStorage[0].total),
    walletBalanceCents: wallet?.balanceCents ?? 0,
    savedOnShippingCents: Number(saved[0].total ?? 0),
    /** Every unpaid invoice (shipping, purchases, storage): the dashboard's "to pay" prompt. */
    owed: { count: Number(owed[0].count), totalCents: Number(owed[0].total ?? 0) },
    recentActivity: activity,
  }
}
