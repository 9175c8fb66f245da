import { BaseTransformer } from '@adonisjs/core/transformers'
import type PackageClaim from '#models/package_claim'
import { isoOf } from '#models/columns'
import type User from '#models/user'
import { customerReference, preloaded } from '#transformers/shared'

/* Staff see whose claim it is, with the email to reach them. */
const withEmail = (user: User | null) =>
  user ? { customer: { ...customerReference(user), email: user.email } } : {}

/**
 * A customer's claim on an unidentified parcel; the parcel's number shows once it is theirs. The
 * proof is fetched through its own route, which only the claimant and staff may open.
 */
export default class PackageClaimTransformer extends BaseTransformer<PackageClaim> {
  toObject() {
    const claim = this.resource
    return {
      id: claim.id,
      status: claim.status,
      inboundTracking: claim.inboundTracking,
      packageNumber:
        claim.status === 'approved' ? (preloaded(claim, 'package')?.number ?? null) : null,
      createdAt: isoOf(claim.createdAt),
      decidedAt: claim.decidedAt?.toISO() ?? null,
      proofUrl: `/api/package-claims/${claim.id}/proof`,
    }
  }

  /** Staff see who claims, and fetch the proof through their own route. */
  forStaff() {
    const claim = this.resource
    return {
      ...this.toObject(),
      packageNumber: preloaded(claim, 'package')?.number ?? null,
      proofUrl: `/api/admin/package-claims/${claim.id}/proof`,
      proofContentType: claim.proofContentType,
      proofSizeBytes: claim.proofSizeBytes,
      ...withEmail(preloaded(claim, 'user')),
    }
  }
}
