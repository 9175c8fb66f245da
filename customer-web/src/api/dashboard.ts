import { listUrl } from './list'
import { useQuery } from './query'

/** The figures of the customer's dashboard, each counted from the records it summarizes. */
export interface Dashboard {
  activeOrders: number
  packagesInTransit: number
  packagesInStorage: number
  walletBalanceCents: number
  savedOnShippingCents: number
  recentActivity: Activity[]
}

/** A package that arrived at the warehouse or a shipment that changed, newest first. */
export type Activity =
  | { type: 'package_received'; packageNumber: string; status: string; at: string }
  | { type: 'shipment_updated'; shipmentNumber: string; status: string; at: string }

/** The customer's own US address: the warehouse with their suite, to give stores at checkout. */
export interface WarehouseAddress {
  recipientName: string
  company: string
  street: string
  /** The customer ID; null until one is assigned. */
  suite: string | null
  addressLine2: string | null
  city: string
  state: string
  postalCode: string
  country: string
  phone: string
}

/** What the dashboard reads of a stored package: its number and its free-storage clock. */
export interface StoredPackage {
  number: string
  sender: string | null
  description: string | null
  receivedAt: string | null
  freeStorageUntil: string | null
  /** Whole days of free storage left; 0 once fees accrue. */
  storageDaysLeft: number
  storageFeeCents: number
}

export const DASHBOARD_URL = '/api/dashboard'
export const WAREHOUSE_ADDRESS_URL = '/api/me/warehouse-address'

/** How many stored packages the dashboard lists: the ones received first run out of free storage first. */
const STORAGE_WATCH_SIZE = 5

/** Packages waiting at the warehouse, oldest first, so the ones nearest the end of free storage lead. */
export const STORED_PACKAGES_URL = listUrl('/api/packages', {
  page: 1,
  pageSize: STORAGE_WATCH_SIZE,
  filters: { status: 'received' },
  sort: { field: 'receivedAt', order: 'asc' },
})

export function useDashboard() {
  return useQuery<Dashboard>(DASHBOARD_URL)
}

export function useWarehouseAddress() {
  return useQuery<WarehouseAddress>(WAREHOUSE_ADDRESS_URL)
}

export function useStoredPackages() {
  return useQuery<StoredPackage[]>(STORED_PACKAGES_URL)
}
