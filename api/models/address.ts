import { AddressSchema } from '#database/schema'

/** A saved destination; shipments copy it, so editing one never moves a parcel. */
export default class Address extends AddressSchema {}
