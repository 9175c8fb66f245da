import type { HttpContext } from '@adonisjs/core/http'
import { approveClaim, findClaimForStaff, listClaims, rejectClaim } from '#services/parcels/claims'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'
import { sendPage } from '#services/platform/lists'
import PackageClaimTransformer from '#transformers/package_claim_transformer'
import { forStaff } from '#transformers/serializer'

/** The record as the back office shows it. */
const staffView = async (id: number) =>
  forStaff(PackageClaimTransformer, await findClaimForStaff(id))

/** Claims on unidentified parcels: staff look at the proof (PackageClaimsController.proof), then decide. */
export default class AdminPackageClaimsController {
  async index({ request, response, route }: HttpContext) {
    const params = listParams(request.qs(), listOfRoute(route))
    return sendPage(response, await listClaims(params), (rows) =>
      forStaff(PackageClaimTransformer, rows)
    )
  }

  async show({ params }: HttpContext) {
    return staffView(Number(params.id))
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
