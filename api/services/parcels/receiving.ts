/**
 * Receiving: staff log a parcel that arrived at the warehouse for a customer's suite, with its
 * photos. Its free-storage clock starts now. A parcel without a suite, or with a suite no
 * customer has, is received all the same as `unidentified`, with no customer until a claim on
 * it is approved (claims.ts). Also the staff-side edits of a stored package
 * and its disposal once the storage clock allows it.
 */
import { randomUUID } from 'node:crypto'
import { fileTypeFromFile } from 'file-type'
import sharp from 'sharp'
import { DateTime } from 'luxon'
import { inTransaction } from '#services/platform/transactions'
import drive from '@adonisjs/drive/services/main'
import emitter from '@adonisjs/core/services/emitter'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import Package from '#models/package'
import PackagePhoto from '#models/package_photo'
import storageConfig from '#config/storage'
import { STORAGE_RULES } from '#domain/storage'
import { DomainError } from '#exceptions/domain_error'
import { transition } from '#domain/state_machine'
import { packageMachine } from '#domain/parcels'
import { storageStatus } from '#domain/storage_clock'
import { notify } from '#services/platform/notify'
import { publicNumber } from '#services/platform/public_numbers'
import { listPage, applyListFilters, columnsOf } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'
import { updateCustomerApps } from '#services/platform/live_updates'

export type ReceiveInput = {
  suite?: string | null
  carrier: string
  inboundTracking: string
  sender: string
  description?: string | null
  weightLb: number
  lengthIn: number
  widthIn: number
  heightIn: number
}

export type PackageEdit = Partial<Omit<ReceiveInput, 'suite'>>

const THUMBNAIL_WIDTH = 320

/* The photo formats we keep, as file-type names them. */
const IMAGE_TYPES: ReadonlyArray<string> = ['image/jpeg', 'image/png', 'image/webp']

/** The file type is read from the file's bytes, never trusted from its name or the browser's Content-Type. */
export async function imageTypeOf(file: MultipartFile) {
  if (!file.tmpPath) return undefined
  const found = await fileTypeFromFile(file.tmpPath)
  return found && IMAGE_TYPES.includes(found.mime)
    ? { type: found.mime, ext: found.ext }
    : undefined
}

/** Refuses the whole upload before anything is stored, naming the first file that is not an image. */
async function checkPhotos(files: MultipartFile[], alreadyStored: number) {
  if (alreadyStored + files.length > storageConfig.photos.maxPerPackage) {
    throw new DomainError(
      422,
      'parcels.tooManyPhotos',
      { max: storageConfig.photos.maxPerPackage },
      'photos'
    )
  }
  const checked = []
  for (const file of files) {
    const signature = await imageTypeOf(file)
    if (!signature) {
      throw new DomainError(422, 'parcels.photoNotAnImage', { name: file.clientName }, 'photos')
    }
    checked.push({ file, ...signature })
  }
  return checked
}

async function storePhotos(pkg: Package, files: MultipartFile[], trx: TransactionClientContract) {
  const existing = await PackagePhoto.query({ client: trx })
    .where('package_id', pkg.id)
    .count('* as total')
  const photos = await checkPhotos(files, Number(existing[0].$extras.total))
  for (const { file, type, ext } of photos) {
    const path = `packages/${pkg.number}/${randomUUID()}.${ext}`
    const thumbnailPath = await storeThumbnail(file.tmpPath!, path)
    await drive.use().moveFromFs(file.tmpPath!, path, { contentType: type })
    await PackagePhoto.create(
      { packageId: pkg.id, path, thumbnailPath, contentType: type, sizeBytes: file.size },
      { client: trx }
    )
  }
}

/**
 * Lists and grids show a photo small: a WebP `THUMBNAIL_WIDTH` px wide (never enlarged), turned
 * upright, stored beside the original. A file whose bytes say image but that cannot be decoded
 * is still kept, without a thumbnail (null): it then shows itself.
 */
async function storeThumbnail(source: string, path: string) {
  let thumbnail: Buffer
  try {
    thumbnail = await sharp(source)
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp()
      .toBuffer()
  } catch {
    return null
  }
  const thumbnailPath = path.replace(/\.\w+$/, '.thumbnail.webp')
  await drive.use().put(thumbnailPath, thumbnail, { contentType: 'image/webp' })
  return thumbnailPath
}

const measurementsOf = ({ weightLb, lengthIn, widthIn, heightIn }: ReceiveInput) => ({
  weightLb,
  lengthIn,
  widthIn,
  heightIn,
})

async function findCustomerBySuite(
  suite: string | null | undefined,
  trx: TransactionClientContract
) {
  if (!suite?.trim()) return null
  return User.query({ client: trx })
    .where('customer_id', suite.trim().toUpperCase())
    .where('role', 'customer')
    .first()
}

/** What `package:received` carries: the package, who received it, and the receiving transaction. */
export type PackageReceived = { pkg: Package; staff: User; trx: TransactionClientContract }

export async function receivePackage(staff: User, input: ReceiveInput, photos: MultipartFile[]) {
  const pkg = await inTransaction(async (trx) => {
    const customer = await findCustomerBySuite(input.suite, trx)
    // Allowed (two orders can share a label by mistake) but flagged for staff to look at.
    const duplicate = await Package.query({ client: trx })
      .where('inbound_tracking', input.inboundTracking)
      .first()

    const created = await Package.create(
      {
        carrier: input.carrier,
        inboundTracking: input.inboundTracking,
        sender: input.sender,
        description: input.description ?? null,
        ...measurementsOf(input),
        number: publicNumber('PKG'),
        userId: customer?.id ?? null,
        status: customer ? 'received' : 'unidentified',
        duplicateTracking: Boolean(duplicate),
        hasProhibitedItems: false,
        receivedById: staff.id,
        receivedAt: DateTime.utc(),
      },
      { client: trx }
    )
    await storePhotos(created, photos, trx)
    // Whatever waits for this package (an order expecting its tracking number) moves with it.
    if (customer) await emitter.emitSerial('package:received', { pkg: created, staff, trx })
    return created
  })

  if (pkg.userId === null) return pkg
  await pkg.load('user')
  await notify(pkg.user, 'package_received', { packageNumber: pkg.number, sender: pkg.sender })
  return pkg
}

export async function findPackageForStaff(number: string, trx?: TransactionClientContract) {
  const query = Package.query(trx ? { client: trx } : {}).where('number', number.toUpperCase())
  if (trx) query.forUpdate()
  const pkg = await query.first()
  if (!pkg) throw new DomainError(404, 'parcels.packageNotFound', { number })
  return pkg
}

export async function addPhotos(number: string, photos: MultipartFile[]) {
  return inTransaction(async (trx) => {
    const pkg = await findPackageForStaff(number, trx)
    await storePhotos(pkg, photos, trx)
    updateCustomerApps(pkg.userId, ['packages'], trx)
    return pkg
  })
}

/** Corrections at the warehouse (a misread weight, the wrong store) while the package is in storage. */
export async function editPackage(number: string, edit: PackageEdit) {
  return inTransaction(async (trx) => {
    const pkg = await findPackageForStaff(number, trx)
    if (pkg.status !== 'received') {
      throw new DomainError(409, 'parcels.packageNotEditable', { number: pkg.number })
    }
    pkg.merge(edit)
    await pkg.save()
    updateCustomerApps(pkg.userId, ['packages'], trx)
    return pkg
  })
}

/** Only once the storage clock says so, and the customer is told. */
export async function disposePackage(number: string) {
  const pkg = await inTransaction(async (trx) => {
    const locked = await findPackageForStaff(number, trx)
    // The state first: only a package in storage (so with a receipt date) can be disposed of.
    locked.status = transition(packageMachine, locked.status, 'disposed')
    if (!storageStatus(locked).disposalEligible) {
      const eligibleOn = locked
        .receivedAt!.plus({ days: STORAGE_RULES.disposalAfterDays })
        .toISODate()!
      throw new DomainError(409, 'parcels.notEligibleForDisposal', {
        number: locked.number,
        date: eligibleOn,
      })
    }
    locked.disposedAt = DateTime.utc()
    await locked.save()
    updateCustomerApps(locked.userId, ['packages'], trx)
    return locked
  })
  await pkg.load('user')
  await notify(pkg.user, 'system_alert', { packageNumber: pkg.number, reason: 'package_disposed' })
  return pkg
}

export const PACKAGE_LIST: ListDefinition = {
  sorts: columnsOf(
    'receivedAt',
    'updatedAt',
    'number',
    'status',
    'weightLb',
    'sender',
    'declaredValueCents'
  ),
  defaultSort: 'receivedAt',
  filterColumns: columnsOf('status', 'carrier', 'number', 'sender', 'receivedAt', 'weightLb'),
  searchColumns: ['number', 'inbound_tracking', 'sender'],
  customerColumn: 'user_id',
  filters: ['suite', 'duplicateTracking'],
}
/* A customer filters their own packages by status and searches them, as their list page does. */
export const OWN_PACKAGE_LIST: ListDefinition = {
  ...PACKAGE_LIST,
  filterColumns: columnsOf('status'),
  customerColumn: undefined,
  filters: [],
}

/**
 * A page of packages: the customer's own when `userId` is given, else everyone's (staff).
 * `q` searches the package number, the inbound tracking number and the store, and for staff
 * the customer's suite, name and email.
 */
export function listPackages(params: ListParams<string>, userId?: number) {
  const query = Package.query()
  // Both lists show each package's photos as thumbnails.
  query.preload('photos', (photos) => photos.orderBy('id'))
  if (userId !== undefined) query.where('user_id', userId)
  else query.preload('user')
  const { suite, duplicateTracking } = params.filters
  applyListFilters(query, params, userId === undefined ? PACKAGE_LIST : OWN_PACKAGE_LIST)
  if (suite && userId === undefined) {
    query.whereIn('user_id', (users) =>
      users.from('users').select('id').whereIn('customer_id', suite)
    )
  }
  if (duplicateTracking) query.where('duplicate_tracking', duplicateTracking[0] === 'true')
  return listPage(query, params)
}

export async function findOwnPackageWithDetails(userId: number, number: string) {
  const pkg = await Package.query()
    .where('number', number.toUpperCase())
    .where('user_id', userId)
    .preload('photos', (photos) => photos.orderBy('id'))
    .preload('customsLines', (lines) => lines.orderBy('position'))
    .first()
  if (!pkg) throw new DomainError(404, 'parcels.packageNotFound', { number })
  return pkg
}

export async function findPackageWithDetails(number: string) {
  const pkg = await findPackageForStaff(number)
  await pkg.load((loader) => {
    loader
      .load('user')
      .load('photos', (photos) => photos.orderBy('id'))
      .load('customsLines', (lines) => lines.orderBy('position'))
  })
  return pkg
}

/** The US address a customer gives stores: our warehouse, with their suite on the second line. */
export function warehouseAddressFor(user: User) {
  const { warehouse } = storageConfig
  return {
    recipientName: `${user.firstName} ${user.lastName}`,
    company: warehouse.company,
    street: warehouse.street,
    suite: user.customerId,
    addressLine2: user.customerId ? `Suite ${user.customerId}` : null,
    city: warehouse.city,
    state: warehouse.state,
    postalCode: warehouse.postalCode,
    country: warehouse.country,
    phone: warehouse.phone,
  }
}
