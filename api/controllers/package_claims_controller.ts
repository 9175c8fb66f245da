import type { HttpContext } from '@adonisjs/core/http'
import { created } from '#services/platform/answers'
import { claimPackage, claimProof, listOwnClaims } from '#services/parcels/claims'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'
import { sendPage } from '#services/platform/lists'
import { packageClaimValidator } from '#validators/package_claim'
import PackageClaimTransformer from '#transformers/package_claim_transformer'
import { serialize } from '#transformers/serializer'

/** The customer's claims on parcels that arrived without their suite. */
export default class PackageClaimsController {
  async index({ request, response, auth, route }: HttpContext) {
    const params = listParams(request.qs(), listOfRoute(route))
    return sendPage(response, await listOwnClaims(auth.getUserOrFail().id, params), (rows) =>
      serialize(PackageClaimTransformer.transform(rows))
    )
  }

  /** Multipart: `inboundTracking` and `proof` (the order confirmation). */
  async store({ request, response, auth }: HttpContext) {
    const { inboundTracking, proof } = await request.validateUsing(packageClaimValidator, {
      data: { ...request.all(), proof: request.file('proof') },
    })
    const claim = await claimPackage(auth.getUserOrFail(), inboundTracking, proof)
    return created(response, await serialize(PackageClaimTransformer.transform(claim)))
  }

  /**
   * The claimant's own proof, and any proof for staff (on their route too). Shown inline, so that
   * a PDF or a picture opens in the browser's own viewer.
   */
  async proof({ params, response, auth }: HttpContext) {
    const { claim, stream } = await claimProof(Number(params.id), auth.getUserOrFail())
    response.header('content-type', claim.proofContentType)
    response.header('content-disposition', `inline; filename="claim-${claim.id}-proof"`)
    response.header('cache-control', 'private, no-store')
    return response.stream(stream)
  }
}
