import { listUrl } from './list'
import type { Package } from './packages'
import { useQuery } from './query'
import type { ApiResponse } from './registry'

/** The figures of the customer's dashboard, each counted from the records it summarizes. */
export type Dashboard = ApiResponse<'dashboard.show'>

/** A package that arrived at the warehouse or a shipment that changed, newest first. */
export type Activity = Dashboard['recentActivity'][number]

/** The customer's own US address: the warehouse with their suite (null until assigned), to give stores. */
export type WarehouseAddress = ApiResponse<'dashboard.warehouse_address'>

/** What the dashboard reads of a stored package: its number and its free-storage clock. */
export type StoredPackage = Pick<
  Package,
  | 'number'
  | 'sender'
  | 'description'
  | 'receivedAt'
  | 'freeStorageUntil'
  | 'storageDaysLeft'
  | 'storageFeeCents'
>

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
