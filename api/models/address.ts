import { AddressSchema } from '#database/schema'
import { isoOf } from '#models/columns'

/** A saved destination; shipments copy it, so editing one never moves a parcel. */
export default class Address extends AddressSchema {
  /** The destination fields of a ship request. */
  toDestination() {
    return {
      recipientName: this.recipientName,
      recipientPhone: this.recipientPhone,
      street: this.street,
      city: this.city,
      state: this.state,
      postalCode: this.postalCode,
      country: this.country,
    }
  }

  toJSONForCustomer() {
    return {
      id: this.id,
      label: this.label,
      ...this.toDestination(),
      updatedAt: isoOf(this.updatedAt),
    }
  }
}
