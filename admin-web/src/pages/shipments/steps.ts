import type { ComponentType } from 'react'
import { PACKING_STATUSES, type shipmentMachine } from '#domain/parcels'
import { AwaitingPaymentStep } from './AwaitingPaymentStep'
import { CarrierLabelStep } from './CarrierLabelStep'
import { DeliveryStep } from './DeliveryStep'
import { PackingStep } from './PackingStep'
import type { StaffShipment } from './types'

type ShipmentStep = ComponentType<{ shipment: StaffShipment }>

/**
 * What the warehouse does next at each status of the shipment machine: one entry per status the
 * machine has, so that a status it gains needs a step here. The statuses it moves no further from
 * (delivered, cancelled) have none.
 */
export const SHIPMENT_STEPS: {
  readonly [Status in keyof typeof shipmentMachine.moves]: ShipmentStep | null
} = {
  requested: PackingStep,
  invoiced: AwaitingPaymentStep,
  paid: CarrierLabelStep,
  shipped: DeliveryStep,
  delivered: null,
  cancelled: null,
}

/**
 * The step to show: packing first while the box is not packed, whatever the invoice's state (a
 * priced request is invoiced as it is made, and may be paid before the warehouse packs it).
 */
export const stepFor = (shipment: StaffShipment): ShipmentStep | null =>
  !shipment.packed && PACKING_STATUSES.includes(shipment.status)
    ? PackingStep
    : SHIPMENT_STEPS[shipment.status]
