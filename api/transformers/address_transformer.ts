import { BaseTransformer } from '@adonisjs/core/transformers'
import type Address from '#models/address'
import { destinationOf } from '#domain/parcels'
import { isoOf } from '#models/columns'

/** A customer's saved address. */
export default class AddressTransformer extends BaseTransformer<Address> {
  toObject() {
    const address = this.resource
    return {
      id: address.id,
      label: address.label,
      ...destinationOf(address),
      updatedAt: isoOf(address.updatedAt),
    }
  }
}
