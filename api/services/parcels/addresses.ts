/** The customer's saved destinations, offered by the ship request and managed in settings. */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Address from '#models/address'
import { DomainError } from '#exceptions/domain_error'
import type { DestinationInput } from '#domain/parcels'

export async function findOwnAddress(user: User, id: number, trx?: TransactionClientContract) {
  const address = await Address.query({ client: trx })
    .where('id', id)
    .where('user_id', user.id)
    .first()
  if (!address) throw new DomainError(404, 'parcels.addressNotFound', {}, 'addressId')
  return address
}

export async function listAddresses(user: User) {
  return Address.query().where('user_id', user.id).orderBy('id')
}

export async function saveAddress(
  user: User,
  fields: DestinationInput & { label?: string | null },
  id?: number
) {
  const address = id ? await findOwnAddress(user, id) : new Address()
  address.merge({
    ...fields,
    userId: user.id,
    state: fields.state ?? null,
    label: fields.label ?? null,
  })
  await address.save()
  return address
}

export async function deleteAddress(user: User, id: number) {
  const address = await findOwnAddress(user, id)
  await address.delete()
}
