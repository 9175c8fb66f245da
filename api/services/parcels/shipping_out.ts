/**
 * The warehouse's outbound work on a ship request: pack it (final weight and size), invoice it
 * (shipping at the final billable weight + storage fees accrued + optional insurance), and once
 * paid, label it, ship it and record its journey to delivery. Each step tells the customer.
 */
import { DateTime } from 'luxon'
import { inTransaction } from '#services/platform/transactions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import Shipment from '#models/shipment'
import ShipmentEvent from '#models/shipment_event'
import { DomainError } from '#exceptions/domain_error'
import { transition } from '#domain/state_machine'
import { PACKING_STATUSES, packageMachine, shipmentMachine } from '#domain/parcels'
import {
  billableWeight,
  priceOrRefuse,
  refuseOverCarrierLimits,
  type ParcelMeasurements,
} from '#services/parcels/rating'
import { billStorage, customerWords, settlePacking } from '#services/parcels/locked_price'
import { raiseInvoice, type InvoiceLineInput, type InvoicePaid } from '#services/money/invoicing'
import {
  SHIPMENT_PAYMENT_STAGE,
  STAGE_OF_MILESTONE,
  type Milestone,
  type Stage,
} from '#domain/tracking'
import { notify, type NotificationType } from '#services/platform/notify'
import { updateBackOffice, updateCustomerApps } from '#services/platform/live_updates'

export async function findShipmentForStaff(number: string, trx?: TransactionClientContract) {
  const query = Shipment.query(trx ? { client: trx } : {}).where('number', number.toUpperCase())
  if (trx) query.forUpdate()
  const shipment = await query.first()
  if (!shipment) throw new DomainError(404, 'parcels.shipmentNotFound', { number })
  return shipment
}

/**
 * Locks the shipment, runs the step, then tells its customer (after the commit, never for a
 * rollback) unless `notice` is null: a step that changes nothing they follow.
 */
async function step(
  number: string,
  work: (shipment: Shipment, trx: TransactionClientContract) => Promise<void>,
  notice: NotificationType | null = 'order_updated'
) {
  const shipment = await inTransaction(async (trx) => {
    const locked = await findShipmentForStaff(number, trx)
    await work(locked, trx)
    await locked.save()
    // The customer's timeline and packages, and the other staff's lists.
    updateCustomerApps(locked.userId, ['shipments', 'packages'], trx)
    updateBackOffice(['shipments'], trx)
    return locked
  })
  if (notice === null) return shipment
  const user = await User.findOrFail(shipment.userId)
  // An invoiced shipment's notice names its invoice, so that it opens the page that pays it.
  const billed =
    shipment.status === 'invoiced' ? { invoiceNumber: await invoiceNumberOf(shipment) } : {}
  await notify(user, notice, {
    shipmentNumber: shipment.number,
    status: shipment.status,
    ...billed,
  })
  return shipment
}

async function invoiceNumberOf(shipment: Shipment) {
  await shipment.load('invoice')
  return shipment.invoice.number
}

function addEventTo(
  shipment: Shipment,
  trx: TransactionClientContract,
  event: { milestone: Milestone; stage?: Stage; location?: string | null; occurredAt?: DateTime }
) {
  return ShipmentEvent.create(
    {
      shipmentId: shipment.id,
      milestone: event.milestone,
      stage: event.stage ?? STAGE_OF_MILESTONE[event.milestone],
      location: event.location ?? null,
      occurredAt: event.occurredAt ?? DateTime.utc(),
    },
    { client: trx }
  )
}

const sameBox = (shipment: Shipment, box: ParcelMeasurements) =>
  [
    [shipment.packedWeightLb, box.weightLb],
    [shipment.packedLengthIn, box.lengthIn],
    [shipment.packedWidthIn, box.widthIn],
    [shipment.packedHeightIn, box.heightIn],
  ].every(([stored, given]) => stored !== null && Math.abs(stored - given!) < 0.005)

/**
 * The final box, weighed and measured. A shipment invoiced at its request is packed once: its
 * price against the invoice is settled then (api/services/parcels/locked_price.ts), and the same
 * box sent again changes nothing; one requested before prices were locked may be packed again
 * until staff invoice it. Packing alone leaves the customer's shipment as it was.
 */
export function pack(number: string, box: ParcelMeasurements) {
  return step(
    number,
    async (shipment, trx) => {
      if (!PACKING_STATUSES.includes(shipment.status)) {
        throw new DomainError(409, 'parcels.packingClosed', { number: shipment.number })
      }
      if (shipment.invoiceId !== null && shipment.packedAt) {
        if (sameBox(shipment, box)) return
        throw new DomainError(409, 'parcels.alreadyPacked', { number: shipment.number })
      }
      refuseOverCarrierLimits(box, { kind: 'packedBox' })
      shipment.packedWeightLb = box.weightLb
      shipment.packedLengthIn = box.lengthIn
      shipment.packedWidthIn = box.widthIn
      shipment.packedHeightIn = box.heightIn
      shipment.billableWeightLb = billableWeight(box).billableWeightLb
      shipment.packedAt = DateTime.utc()
      if (shipment.invoiceId !== null) {
        const packed = priceOrRefuse(box, shipment, shipment.service, { kind: 'packedBox' })
        await settlePacking(shipment, packed.priceCents, trx)
      }
    },
    null
  )
}

/**
 * requested → invoiced, for a shipment requested before prices were locked at the request. The
 * lines are worded in the customer's language, since the invoice is theirs to read; storage
 * stops accruing on the packages billed here.
 */
export function invoice(number: string, options: { insuranceCents?: number }) {
  return step(number, async (shipment, trx) => {
    if (!shipment.packedAt)
      throw new DomainError(409, 'parcels.shipmentNotPacked', { number: shipment.number })
    shipment.status = transition(shipmentMachine, shipment.status, 'invoiced')

    const customer = await User.findOrFail(shipment.userId, { client: trx })
    const t = customerWords(customer)
    const box = {
      weightLb: shipment.packedWeightLb!,
      lengthIn: shipment.packedLengthIn!,
      widthIn: shipment.packedWidthIn!,
      heightIn: shipment.packedHeightIn!,
    }
    const shipping = priceOrRefuse(box, shipment, shipment.service, { kind: 'packedBox' })
    const lines: InvoiceLineInput[] = [
      {
        kind: 'shipping',
        description: t.t('parcels.invoiceLine.shipping', {
          service: shipping.name,
          weight: shipment.billableWeightLb!,
          shipment: shipment.number,
        }),
        amountCents: shipping.priceCents,
      },
    ]

    const now = DateTime.utc()
    const packages = await shipment.related('packages').query().forUpdate().orderBy('id')
    const { lines: storageLines, storageFeeCents } = await billStorage(packages, now, t)
    lines.push(...storageLines)
    if (options.insuranceCents) {
      lines.push({
        kind: 'insurance',
        description: t.t('parcels.invoiceLine.insurance', { shipment: shipment.number }),
        amountCents: options.insuranceCents,
      })
    }

    const raised = await raiseInvoice(
      { userId: shipment.userId, subjectType: 'shipment', subjectId: shipment.id, lines },
      trx
    )
    shipment.invoiceId = raised.id
    shipment.shippingCents = shipping.priceCents
    shipment.storageFeeCents = storageFeeCents
    shipment.insuranceCents = options.insuranceCents ?? 0
    shipment.invoicedAt = now
  })
}

/**
 * Paying the shipment's invoice (wallet or card, api/services/money/payments.ts) moves it to
 * `paid`: an `invoice:paid` listener, in the payment's transaction.
 */
export async function shipmentPaid({ invoice: paid, trx }: InvoicePaid) {
  if (paid.subjectType !== 'shipment') return
  const shipment = await Shipment.query({ client: trx })
    .where('id', paid.subjectId!)
    .forUpdate()
    .firstOrFail()
  shipment.status = transition(shipmentMachine, shipment.status, 'paid')
  shipment.paidAt = DateTime.utc()
  await shipment.save()
  await addEventTo(shipment, trx, {
    milestone: 'payment_processed',
    stage: SHIPMENT_PAYMENT_STAGE,
  })
}

/** The carrier's label: paid shipments only, and a tracking number belongs to one shipment. */
export function setTracking(
  number: string,
  { carrier, trackingNumber }: { carrier: string; trackingNumber: string }
) {
  return step(number, async (shipment, trx) => {
    if (shipment.status !== 'paid') {
      throw new DomainError(409, 'parcels.labelNeedsPayment', { number: shipment.number })
    }
    const taken = await Shipment.query({ client: trx })
      .where('tracking_number', trackingNumber)
      .whereNot('id', shipment.id)
      .first()
    if (taken) {
      throw new DomainError(
        409,
        'parcels.trackingNumberTaken',
        { trackingNumber },
        'trackingNumber'
      )
    }
    shipment.carrier = carrier
    shipment.trackingNumber = trackingNumber
  })
}

/** A milestone on the way (customs cleared in Frankfurt, out for delivery…), from payment on. */
export function addEvent(
  number: string,
  event: { milestone: Milestone; stage?: Stage; location?: string; occurredAt?: Date }
) {
  return step(number, async (shipment, trx) => {
    if (!['paid', 'shipped', 'delivered'].includes(shipment.status)) {
      throw new DomainError(409, 'parcels.eventsNeedPayment', { number: shipment.number })
    }
    const occurredAt = event.occurredAt
      ? DateTime.fromJSDate(event.occurredAt, { zone: 'utc' })
      : undefined
    await addEventTo(shipment, trx, { ...event, occurredAt })
  })
}

/** paid → shipped, with its label; its packages leave the warehouse with it. */
export function markShipped(number: string) {
  return step(number, async (shipment, trx) => {
    shipment.status = transition(shipmentMachine, shipment.status, 'shipped')
    if (!shipment.trackingNumber) {
      throw new DomainError(409, 'parcels.trackingNumberRequired', { number: shipment.number })
    }
    shipment.shippedAt = DateTime.utc()
    const packages = await shipment.related('packages').query().forUpdate()
    for (const pkg of packages) {
      pkg.status = transition(packageMachine, pkg.status, 'shipped')
      await pkg.save()
    }
    await addEventTo(shipment, trx, { milestone: 'package_on_the_way' })
  })
}

export function markDelivered(number: string) {
  return step(
    number,
    async (shipment, trx) => {
      shipment.status = transition(shipmentMachine, shipment.status, 'delivered')
      shipment.deliveredAt = DateTime.utc()
      await addEventTo(shipment, trx, { milestone: 'package_delivered' })
    },
    'package_delivered'
  )
}
