import type { ComponentType } from 'react'
import type { shipmentMachine } from '#domain/parcels'
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
