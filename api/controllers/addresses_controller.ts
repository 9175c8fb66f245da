import type { HttpContext } from '@adonisjs/core/http'
import { created, noContent } from '#services/platform/answers'
import { deleteAddress, listAddresses, saveAddress } from '#services/parcels/addresses'
import { addressValidator } from '#validators/address'
import { wholeList } from '#services/platform/lists'
import AddressTransformer from '#transformers/address_transformer'
import { serialize } from '#transformers/serializer'

/** Saved destination addresses, for ship requests. */
export default class AddressesController {
  async index({ auth, response }: HttpContext) {
    const addresses = await listAddresses(auth.getUserOrFail())
    return wholeList(response, await serialize(AddressTransformer.transform(addresses)))
  }

  async store({ request, response, auth }: HttpContext) {
    const fields = await request.validateUsing(addressValidator)
    const address = await saveAddress(auth.getUserOrFail(), fields)
    return created(response, await serialize(AddressTransformer.transform(address)))
  }

  async update({ params, request, auth }: HttpContext) {
    const fields = await request.validateUsing(addressValidator)
    const address = await saveAddress(auth.getUserOrFail(), fields, Number(params.id))
    return serialize(AddressTransformer.transform(address))
  }

  async destroy({ params, response, auth }: HttpContext) {
    await deleteAddress(auth.getUserOrFail(), Number(params.id))
    return noContent(response)
  }
}
