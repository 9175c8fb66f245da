import type { ClaimStatus } from '#domain/parcels'
import type { ApiResponse, ApiRow } from '../../shared/registry'

/** A parcel waiting for its owner, as `GET /api/admin/unidentified-packages` lists it. */
export type UnidentifiedRow = ApiRow<'admin_unidentified_packages.index'>

export const CLAIM_COLORS: Readonly<Partial<Record<ClaimStatus, string>>> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
}

/** `GET /api/admin/unidentified-packages/:number`: the parcel and every claim on it. */
export type ClaimedParcel = ApiResponse<'admin_unidentified_packages.show'>

/** A customer's claim, with the staff-only address of its proof. */
export type StaffClaim = ClaimedParcel['claims'][number]
