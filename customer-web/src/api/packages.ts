/** The customer's inbound packages in our warehouse: storage clock, photos, customs declaration. */
import { listUrl } from './list'
import type { GoodsCategory, ParcelMeasurements } from './quotes'

export const PACKAGE_STATUSES = [
  'expected',
  'received',
  'ship_requested',
  'shipped',
  'returned',
  'disposed',
] as const

export type PackageStatus = (typeof PACKAGE_STATUSES)[number]

export interface PackagePhoto {
  url: string
  contentType: string
}

export interface CustomsLine {
  description: string
  quantity: number
  /** Per unit. */
  unitValueCents: number
  hsCode: string | null
  /** ISO 3166-1 alpha-2. */
  originCountry: string
  category: GoodsCategory
  /** Set when the description names a prohibited item: the package cannot ship. */
  prohibitedCategory: string | null
}

/** GET /api/packages rows; the detail (GET /api/packages/:number) adds photos and customs lines. */
export interface Package extends ParcelMeasurements {
  number: string
  status: PackageStatus
  carrier: string | null
  inboundTracking: string | null
  sender: string | null
  description: string | null
  receivedAt: string | null
  updatedAt: string
  declaredValueCents: number | null
  declaredAt: string | null
  hasProhibitedItems: boolean
  freeStorageUntil: string | null
  storageDaysLeft: number
  storageFeeCents: number
  disposalEligible: boolean
  photos?: PackagePhoto[]
  customsLines?: CustomsLine[]
}

export type PackageDetail = Package & { photos: PackagePhoto[]; customsLines: CustomsLine[] }

export interface DeclarationLineInput {
  description: string
  quantity: number
  unitValueCents: number
  hsCode?: string
  originCountry: string
  category: GoodsCategory
}

/** PUT /api/packages/:number/declaration answers with the package detail. */
export interface DeclarationRequest {
  lines: DeclarationLineInput[]
}

export const PACKAGES_URL = '/api/packages'

export const packageUrl = (number: string) => `${PACKAGES_URL}/${encodeURIComponent(number)}`

export const declarationUrl = (number: string) => `${packageUrl(number)}/declaration`

export function packagesListUrl(page: number, pageSize: number, status?: string, q?: string) {
  return listUrl(PACKAGES_URL, {
    page,
    pageSize,
    filters: { status, q },
    sort: { field: 'receivedAt', order: 'desc' },
  })
}
