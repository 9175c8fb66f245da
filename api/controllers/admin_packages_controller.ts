import type { HttpContext } from '@adonisjs/core/http'
import { created } from '#services/platform/answers'
import { DateTime } from 'luxon'
import {
  addPhotos,
  disposePackage,
  editPackage,
  findPackageForStaff,
  findPackageWithDetails,
  listPackages,
  receivePackage,
} from '#services/parcels/receiving'
import { editPackageValidator, photosValidator, receivePackageValidator } from '#validators/package'
import { respondWithList, fieldColumns } from '#services/platform/csv'
import { packageLabel } from '#services/parcels/package_label'
import PackageTransformer from '#transformers/package_transformer'
import { forStaff } from '#transformers/serializer'

type StaffPackage = ReturnType<PackageTransformer['forStaff']>
const CSV_COLUMNS = fieldColumns<StaffPackage>(
  'number',
  'status',
  'customer',
  'carrier',
  'inboundTracking',
  'sender',
  'description',
  'weightLb',
  'declaredValueCents',
  'receivedAt'
)

/** The record as the back office shows it. */
const staffView = async (number: string) =>
  forStaff(PackageTransformer, await findPackageWithDetails(number))

/** The warehouse's side of inbound packages: receive, correct, photograph, dispose. */
export default class AdminPackagesController {
  /** The list as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters and sort. */
  async index(ctx: HttpContext) {
    const now = DateTime.utc()
    return respondWithList(ctx, {
      load: listPackages,
      present: (rows) => forStaff(PackageTransformer, rows, now, 'list'),
      filename: 'packages.csv',
      columns: CSV_COLUMNS,
    })
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
    return created(response, await staffView(pkg.number))
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
    return created(response, await staffView(params.number))
  }

  /** The 4x6 label to stick on the parcel, shown inline so that the browser's viewer can print it. */
  async label({ params, response }: HttpContext) {
    const pkg = await findPackageForStaff(params.number)
    await pkg.load('user')
    response.header('content-type', 'application/pdf')
    response.header('content-disposition', `inline; filename="${pkg.number}-label.pdf"`)
    return packageLabel(pkg)
  }

  async dispose({ params }: HttpContext) {
    await disposePackage(params.number)
    return staffView(params.number)
  }
}
