import type { ClaimStatus } from '#domain/parcels'
import type { StaffPackage } from '../packages/types'

/** A parcel waiting for its owner, as `GET /api/admin/unidentified-packages` lists it. */
export interface UnidentifiedRow {
  number: string
  carrier: string
  inboundTracking: string
  sender: string
  description: string | null
  weightLb: number
  receivedAt: string | null
  /** Whole days since it arrived. */
  ageDays: number
  pendingClaims: number
}

export const CLAIM_COLORS: Readonly<Partial<Record<ClaimStatus, string>>> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
}

/** A customer's claim, with the staff-only address of its proof. */
export interface StaffClaim {
  id: number
  status: ClaimStatus
  inboundTracking: string
  packageNumber: string | null
  createdAt: string
  decidedAt: string | null
  proofUrl: string
  proofContentType: string
  proofSizeBytes: number
  customer?: { id: number; suite: string | null; name: string; email: string }
}

/** `GET /api/admin/unidentified-packages/:number`: the parcel and every claim on it. */
export type ClaimedParcel = StaffPackage & { claims: StaffClaim[] }
