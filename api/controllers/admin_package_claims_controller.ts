import type { HttpContext } from '@adonisjs/core/http'
import {
  approveClaim,
  CLAIM_FILTERS,
  CLAIM_SORTS,
  claimProof,
  findClaimForStaff,
  listClaims,
  rejectClaim,
} from '#services/parcels/claims'
import { listParams } from '#validators/list_query'
import PackageClaimTransformer from '#transformers/package_claim_transformer'
import { serialize } from '#transformers/serializer'

async function staffView(id: number) {
  const claim = await findClaimForStaff(id)
  return serialize(PackageClaimTransformer.transform(claim).useVariant('forStaff'))
}

/** Claims on unidentified parcels: staff look at the proof, then approve or reject. */
export default class AdminPackageClaimsController {
  async index({ request, response }: HttpContext) {
    const params = listParams(request.qs(), CLAIM_SORTS, 'createdAt', CLAIM_FILTERS)
    const { rows, total } = await listClaims(params)
    response.header('x-total-count', total)
    return serialize(PackageClaimTransformer.transform(rows).useVariant('forStaff'))
  }

  async show({ params }: HttpContext) {
    return staffView(Number(params.id))
  }

  /** Shown inline, so that a PDF or a picture opens in the browser's own viewer. */
  async proof({ params, response }: HttpContext) {
    const { claim, stream } = await claimProof(Number(params.id))
    response.header('content-type', claim.proofContentType)
    response.header('content-disposition', `inline; filename="claim-${claim.id}-proof"`)
    response.header('cache-control', 'private, no-store')
    return response.stream(stream)
  }

  async approve({ params, auth }: HttpContext) {
    await approveClaim(Number(params.id), auth.getUserOrFail())
    return staffView(Number(params.id))
  }

  async reject({ params, auth }: HttpContext) {
    await rejectClaim(Number(params.id), auth.getUserOrFail())
    return staffView(Number(params.id))
  }
}
