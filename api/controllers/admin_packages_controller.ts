import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import {
  addPhotos,
  disposePackage,
  editPackage,
  findPackageWithDetails,
  listPackages,
  PACKAGE_FILTERS,
  PACKAGE_SORTS,
  receivePackage,
} from '#services/receiving'
import {
  editPackageValidator,
  listParams,
  photosValidator,
  receivePackageValidator,
} from '#validators/package'

async function staffView(number: string) {
  const pkg = await findPackageWithDetails(number)
  return pkg.toJSONForStaff()
}

/** The warehouse's side of inbound packages: receive, correct, photograph, dispose. */
export default class AdminPackagesController {
  async index({ request, response }: HttpContext) {
    const params = listParams(request.qs(), PACKAGE_SORTS, 'receivedAt', PACKAGE_FILTERS)
    const { rows, total } = await listPackages(params)
    const now = DateTime.utc()
    response.header('x-total-count', total)
    return rows.map((pkg) => pkg.toJSONForStaff(now))
  }

  async show({ params }: HttpContext) {
    return staffView(params.number)
  }

  /** JSON, or multipart with `photos` (one or several files). */
  async store({ request, response, auth }: HttpContext) {
    const { photos, ...received } = await request.validateUsing(receivePackageValidator, {
      data: { ...request.all(), photos: request.files('photos') },
    })
    const pkg = await receivePackage(auth.getUserOrFail(), received, photos ?? [])
    return response.created(await staffView(pkg.number))
  }

  async update({ params, request }: HttpContext) {
    const edit = await request.validateUsing(editPackageValidator)
    await editPackage(params.number, edit)
    return staffView(params.number)
  }

  async addPhotos({ params, request, response }: HttpContext) {
    const { photos } = await request.validateUsing(photosValidator, {
      data: { photos: request.files('photos') },
    })
    await addPhotos(params.number, photos)
    return response.created(await staffView(params.number))
  }

  async dispose({ params }: HttpContext) {
    await disposePackage(params.number)
    return staffView(params.number)
  }
}
