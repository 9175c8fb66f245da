import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { findClaimedParcel, listUnidentified } from '#services/parcels/claims'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'
import { sendPage } from '#services/platform/lists'
import PackageTransformer from '#transformers/package_transformer'
import PackageClaimTransformer from '#transformers/package_claim_transformer'
import { forStaff, serialize } from '#transformers/serializer'

/** Parcels received without a known suite, waiting for a customer's claim. */
export default class AdminUnidentifiedPackagesController {
  async index({ request, response, route }: HttpContext) {
    const params = listParams(request.qs(), listOfRoute(route))
    return sendPage(response, await listUnidentified(params), (rows) =>
      serialize(PackageTransformer.transform(rows, DateTime.utc()).useVariant('forUnidentified'))
    )
  }

  async show({ params }: HttpContext) {
    const { pkg, claims } = await findClaimedParcel(params.number)
    return {
      ...(await forStaff(PackageTransformer, pkg)),
      claims: await forStaff(PackageClaimTransformer, claims),
    }
  }
}
