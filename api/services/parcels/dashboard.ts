/**
 * The figures on the customer's dashboard, each read from the records it summarizes, never
 * stored twice: packages in transit, wallet balance, what consolidation saved them, and what
 * happened lately.
 */
import db from '@adonisjs/lucid/services/db'
import { FINAL_ORDER_STATUSES } from '#domain/orders'
import type User from '#models/user'
import Package from '#models/package'
import { isoOf } from '#models/columns'
import Shipment from '#models/shipment'
import Wallet from '#models/wallet'

const RECENT_ITEMS = 10

type Activity =
  | { type: 'package_received'; packageNumber: string; status: string; at: string }
  | { type: 'shipment_updated'; shipmentNumber: string; status: string; at: string }

async function recentActivity(userId: number): Promise<Activity[]> {
  const [packages, shipments] = await Promise.all([
    Package.query()
      .where('user_id', userId)
      .whereNotNull('received_at')
      .orderBy('received_at', 'desc')
      .limit(RECENT_ITEMS),
    Shipment.query().where('user_id', userId).orderBy('updated_at', 'desc').limit(RECENT_ITEMS),
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
  ]
  return activity.sort((a, b) => b.at.localeCompare(a.at)).slice(0, RECENT_ITEMS)
}

export async function dashboardFor(user: User) {
  const [activeOrders, inTransit, inStorage, saved, wallet, activity] = await Promise.all([
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
      .whereNot('status', 'cancelled')
      .sum('saved_cents as total'),
    Wallet.query().where('user_id', user.id).first(),
    recentActivity(user.id),
  ])
  return {
    activeOrders: Number(activeOrders[0].total),
    packagesInTransit: Number(inTransit[0].total),
    packagesInStorage: Number(inStorage[0].total),
    walletBalanceCents: wallet?.balanceCents ?? 0,
    savedOnShippingCents: Number(saved[0].total ?? 0),
    recentActivity: activity,
  }
}
