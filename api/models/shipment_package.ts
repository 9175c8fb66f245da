import { ShipmentPackageSchema } from '#database/schema'

/** Which packages a shipment carries; kept after a cancellation as its history. */
export default class ShipmentPackage extends ShipmentPackageSchema {}
