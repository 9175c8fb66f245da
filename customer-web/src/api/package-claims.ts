/** The customer's claims on parcels that arrived without their suite (GET/POST /api/package-claims). */
import { useCallback } from 'react'
import { listUrl } from './list'
import { useMutation } from './query'
import type { ApiResponse } from './registry'

export type PackageClaim = ApiResponse<'package_claims.store'>
export type ClaimStatus = PackageClaim['status']

export const PACKAGE_CLAIMS_URL = '/api/package-claims'

/** What the server accepts as a proof, judged here first for a message before the upload. */
export const PROOF_RULES = {
  maxBytes: 5 * 1024 * 1024,
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  accept: '.pdf,.jpg,.jpeg,.png,.webp',
} as const

/** A customer makes few claims: the newest 50 are all there is to follow. */
export const packageClaimsListUrl = () =>
  listUrl(PACKAGE_CLAIMS_URL, {
    page: 1,
    pageSize: 50,
    sort: { field: 'createdAt', order: 'desc' },
  })

/** Sends the tracking number and the proof (multipart); the claims list is read again after. */
export function useClaimPackage() {
  const mutation = useMutation<FormData, PackageClaim>('POST', PACKAGE_CLAIMS_URL, {
    invalidates: [PACKAGE_CLAIMS_URL],
  })
  const { run } = mutation
  const claim = useCallback(
    (inboundTracking: string, proof: File) => {
      const body = new FormData()
      body.append('inboundTracking', inboundTracking)
      body.append('proof', proof)
      return run(body)
    },
    [run]
  )
  return { claim, pending: mutation.pending }
}
