/**
 * Claims on unidentified parcels: a customer names the inbound tracking number of a parcel
 * received without a known suite and uploads a proof (an order confirmation). Staff approve
 * one claim, and the parcel becomes a received package in the claimant's suite, its storage
 * clock still counting from the day it arrived; every other pending claim on it is rejected.
 * Claiming is free.
 */
import { randomUUID } from 'node:crypto'
import { fileTypeFromFile } from 'file-type'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { inTransaction } from '#services/platform/transactions'
import drive from '@adonisjs/drive/services/main'
import emitter from '@adonisjs/core/services/emitter'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Package from '#models/package'
import PackageClaim from '#models/package_claim'
import uploadsConfig from '#config/uploads'
import { DomainError } from '#exceptions/domain_error'
import { transition } from '#domain/state_machine'
import { claimMachine, packageMachine } from '#domain/parcels'
import { notify } from '#services/platform/notify'
import { listPage, applyListFilters, columnsOf, containsText } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'

/** The proof is checked by its size (413, the answer to any upload too big), then by its bytes. */
async function checkProof(file: MultipartFile) {
  const { maxBytes, types } = uploadsConfig.claimProof
  if (file.size > maxBytes) throw new DomainError(413, 'validation.messages.file.size', {}, 'proof')
  const found = file.tmpPath ? await fileTypeFromFile(file.tmpPath) : undefined
  const allowed: readonly string[] = types
  if (!found || !allowed.includes(found.mime)) {
    throw new DomainError(422, 'parcels.claimProofType', { name: file.clientName }, 'proof')
  }
  return { type: found.mime, ext: found.ext }
}

/**
 * The parcel a tracking number names, for a claim: the oldest unidentified one with it. One that
 * was already claimed, or that the customer already claims, is refused with its own message.
 */
async function findClaimable(user: User, inboundTracking: string, trx: TransactionClientContract) {
  const pkg = await Package.query({ client: trx })
    .where('inbound_tracking', inboundTracking)
    .where('status', 'unidentified')
    .orderBy('id')
    .forUpdate()
    .first()
  if (!pkg) {
    const approved = await PackageClaim.query({ client: trx })
      .where('inbound_tracking', inboundTracking)
      .where('status', 'approved')
      .first()
    if (approved) {
      throw new DomainError(
        409,
        'parcels.claimAlreadyApproved',
        { inboundTracking },
        'inboundTracking'
      )
    }
    throw new DomainError(
      404,
      'parcels.claimUnknownTracking',
      { inboundTracking },
      'inboundTracking'
    )
  }
  const pending = await PackageClaim.query({ client: trx })
    .where('package_id', pkg.id)
    .where('user_id', user.id)
    .where('status', 'pending')
    .first()
  if (pending) {
    throw new DomainError(
      409,
      'parcels.claimAlreadyPending',
      { inboundTracking },
      'inboundTracking'
    )
  }
  return pkg
}

export async function claimPackage(user: User, inboundTracking: string, proof: MultipartFile) {
  const { type, ext } = await checkProof(proof)
  return inTransaction(async (trx) => {
    const pkg = await findClaimable(user, inboundTracking, trx)
    const path = `claims/${pkg.number}/${randomUUID()}.${ext}`
    await drive.use('private').moveFromFs(proof.tmpPath!, path, { contentType: type })
    return PackageClaim.create(
      {
        packageId: pkg.id,
        userId: user.id,
        status: 'pending',
        inboundTracking,
        proofPath: path,
        proofContentType: type,
        proofSizeBytes: proof.size,
      },
      { client: trx }
    )
  })
}

/** The customer's own claims, newest first, with the package number of an approved one. */
export async function listOwnClaims(userId: number, params: ListParams<string>) {
  const query = PackageClaim.query().where('user_id', userId).preload('package')
  return listPage(query, params)
}

async function lockClaim(id: number, trx: TransactionClientContract) {
  const claim = await PackageClaim.query({ client: trx }).where('id', id).forUpdate().first()
  if (!claim) throw new DomainError(404, 'parcels.claimNotFound', { id })
  return claim
}

async function decide(
  claim: PackageClaim,
  decision: 'approved' | 'rejected',
  staff: User,
  trx: TransactionClientContract
) {
  claim.status = transition(claimMachine, claim.status, decision)
  claim.merge({ decidedById: staff.id, decidedAt: DateTime.utc() })
  await claim.useTransaction(trx).save()
}

/**
 * The parcel joins the claimant's suite as received, keeping its receipt date (its storage clock
 * started when it arrived), and whatever waits for its tracking number moves with it.
 */
export async function approveClaim(id: number, staff: User) {
  const { claim, pkg } = await inTransaction(async (trx) => {
    const locked = await lockClaim(id, trx)
    transition(claimMachine, locked.status, 'approved')
    const parcel = await Package.query({ client: trx })
      .where('id', locked.packageId)
      .forUpdate()
      .firstOrFail()
    parcel.status = transition(packageMachine, parcel.status, 'received')
    parcel.userId = locked.userId
    await parcel.useTransaction(trx).save()

    await decide(locked, 'approved', staff, trx)
    const others = await PackageClaim.query({ client: trx })
      .where('package_id', parcel.id)
      .where('status', 'pending')
      .forUpdate()
    for (const other of others) await decide(other, 'rejected', staff, trx)

    await emitter.emitSerial('package:received', { pkg: parcel, staff, trx })
    return { claim: locked, pkg: parcel }
  })
  await pkg.load('user')
  await notify(pkg.user, 'package_received', {
    packageNumber: pkg.number,
    sender: pkg.sender,
    reason: 'claim_approved',
  })
  return claim
}

export async function rejectClaim(id: number, staff: User) {
  return inTransaction(async (trx) => {
    const locked = await lockClaim(id, trx)
    await decide(locked, 'rejected', staff, trx)
    return locked
  })
}

export async function findClaimForStaff(id: number) {
  const claim = await PackageClaim.query()
    .where('id', id)
    .preload('user')
    .preload('package')
    .first()
  if (!claim) throw new DomainError(404, 'parcels.claimNotFound', { id })
  return claim
}

/**
 * The proof's bytes and type: the customer's private document, for staff and for the customer
 * who uploaded it; to anyone else the claim is a 404, as if it did not exist.
 */
export async function claimProof(id: number, viewer: User) {
  const query = PackageClaim.query().where('id', id)
  if (!viewer.isStaff) query.where('user_id', viewer.id)
  const claim = await query.first()
  if (!claim) throw new DomainError(404, 'parcels.claimNotFound', { id })
  return {
    claim,
    stream: await drive.use('private').getStream(claim.proofPath),
  }
}

export const CLAIM_LIST: ListDefinition = {
  sorts: columnsOf('createdAt', 'status'),
  defaultSort: 'createdAt',
  filterColumns: columnsOf('status', 'inboundTracking'),
  customerColumn: 'user_id',
  filters: ['packageNumber'],
}
/* A customer has few claims: their own list is only paged and sorted. */
export const OWN_CLAIM_LIST: ListDefinition = {
  ...CLAIM_LIST,
  filterColumns: {},
  customerColumn: undefined,
  filters: [],
}

export function listClaims(params: ListParams<string>) {
  const query = PackageClaim.query().preload('user').preload('package')
  applyListFilters(query, params, CLAIM_LIST)
  const { packageNumber } = params.filters
  if (packageNumber) {
    query.whereIn('package_id', (packages) =>
      packages.from('packages').select('id').whereIn('number', packageNumber)
    )
  }
  return listPage(query, params)
}

export const UNIDENTIFIED_LIST: ListDefinition = {
  sorts: columnsOf('receivedAt', 'number'),
  defaultSort: 'receivedAt',
  filters: ['q', 'claimPending'],
}

/**
 * The parcels still waiting for an owner, each with its count of pending claims
 * (`$extras.pending_claims`). `q` searches the number, the tracking number and the sender;
 * `claimPending=true` keeps those with a claim to decide.
 */
export function listUnidentified(params: ListParams<string>) {
  const query = Package.query()
    .where('status', 'unidentified')
    .select('packages.*')
    .select(
      db
        .from('package_claims')
        .count('*')
        .whereColumn('package_claims.package_id', 'packages.id')
        .where('package_claims.status', 'pending')
        .as('pending_claims')
    )
  if (params.filters.claimPending?.[0] === 'true') {
    query.whereIn('id', (claims) =>
      claims.from('package_claims').select('package_id').where('status', 'pending')
    )
  }
  const q = params.filters.q?.[0]
  if (q) {
    query.where((search) =>
      search
        .whereRaw(...containsText('number', q))
        .orWhereRaw(...containsText('inbound_tracking', q))
        .orWhereRaw(...containsText('sender', q))
    )
  }
  return listPage(query, params)
}

/**
 * An unidentified parcel, or one that left that state through a claim, with its photos and every
 * claim on it (pending first, then newest).
 */
export async function findClaimedParcel(number: string) {
  const pkg = await Package.query()
    .where('number', number.toUpperCase())
    .preload('photos', (photos) => photos.orderBy('id'))
    .preload('user')
    .first()
  const claims = pkg
    ? await PackageClaim.query()
        .where('package_id', pkg.id)
        .preload('user')
        .preload('package')
        .orderByRaw("case when status = 'pending' then 0 else 1 end")
        .orderBy('id', 'desc')
    : []
  if (!pkg || (pkg.status !== 'unidentified' && claims.length === 0)) {
    throw new DomainError(404, 'parcels.packageNotFound', { number })
  }
  return { pkg, claims }
}
