import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { declareContents } from '#services/parcels/declarations'
import { findOwnPackageWithDetails, listPackages } from '#services/parcels/receiving'
import { declarationValidator } from '#validators/declaration'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'
import { sendPage } from '#services/platform/lists'
import { recordsNamedByPackage } from '#services/platform/linked_records'
import PackageTransformer from '#transformers/package_transformer'
import { serialize } from '#transformers/serializer'

/** The customer's inbound packages, with their storage clock and customs lines. */
export default class PackagesController {
  async index({ request, response, auth, route }: HttpContext) {
    const params = listParams(request.qs(), listOfRoute(route))
    return sendPage(response, await listPackages(params, auth.getUserOrFail().id), (rows) =>
      serialize(PackageTransformer.transform(rows, DateTime.utc(), 'list'))
    )
  }

  async show({ params, auth }: HttpContext) {
    const pkg = await findOwnPackageWithDetails(auth.getUserOrFail().id, params.number)
    const related = await recordsNamedByPackage(pkg)
    return serialize(PackageTransformer.transform(pkg, undefined, 'detail', related))
  }

  async declare({ params, request, auth }: HttpContext) {
    const { lines } = await request.validateUsing(declarationValidator)
    const user = auth.getUserOrFail()
    await declareContents(user, params.number, lines)
    const pkg = await findOwnPackageWithDetails(user.id, params.number)
    return serialize(PackageTransformer.transform(pkg))
  }
}
