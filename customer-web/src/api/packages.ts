/** The customer's inbound packages in our warehouse: storage clock, photos, customs declaration. */
import { PACKAGE_STATUSES as ALL_PACKAGE_STATUSES } from '#domain/parcels'
import { listUrl } from './list'
import { useQuery } from './query'
import type { ApiBody, ApiResponse } from './registry'

/** GET /api/packages rows; the detail (GET /api/packages/:number) adds photos and customs lines. */
export type Package = ApiResponse<'packages.index'>[number]

export type PackageStatus = Package['status']

/**
 * The status filter's choices, in the order a package goes through them; a parcel still
 * unidentified belongs to no customer yet.
 */
export const PACKAGE_STATUSES = ALL_PACKAGE_STATUSES.filter((status) => status !== 'unidentified')

/** The detail always preloads its photos and customs lines. */
export type PackageDetail = Required<ApiResponse<'packages.show'>>

export type PackagePhoto = PackageDetail['photos'][number]

/** `prohibitedCategory` is set when the description names a prohibited item: the package cannot ship. */
export type CustomsLine = PackageDetail['customsLines'][number]

/** PUT /api/packages/:number/declaration answers with the package detail. */
export type DeclarationRequest = ApiBody<'packages.declare'>

export type DeclarationLineInput = DeclarationRequest['lines'][number]

export const PACKAGES_URL = '/api/packages'

/** Every package waiting in storage (as many as a list gives), oldest first: what a ship request offers. */
export const STORED_PACKAGES_URL = listUrl(PACKAGES_URL, {
  page: 1,
  pageSize: 100,
  filters: { status: 'received' },
  sort: { field: 'receivedAt', order: 'asc' },
})

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

/** A Harmonized System 2022 subheading: the code a customs line names, with its English wording. */
export type HsCode = ApiResponse<'hs_codes.index'>[number]

/* Each search is its own URL; they are kept a minute, long enough for a customer's back and forth. */
const HS_SEARCH_CACHE = { staleTime: Infinity, gcTime: 60_000 }

/** The HS codes for what the customer typed (English words or the first digits); nothing while empty. */
export function useHsCodes(query: string) {
  const q = query.trim()
  return useQuery<HsCode[]>(q ? `/api/hs-codes?q=${encodeURIComponent(q)}` : null, HS_SEARCH_CACHE)
}
