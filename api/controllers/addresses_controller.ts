import type { HttpContext } from '@adonisjs/core/http'
import { deleteAddress, listAddresses, saveAddress } from '#services/parcels/consolidation'
import { addressValidator } from '#validators/address'
import { wholeList } from '#services/platform/lists'

/** Saved destination addresses, for ship requests. */
export default class AddressesController {
  async index({ auth, response }: HttpContext) {
    const addresses = await listAddresses(auth.getUserOrFail())
    return wholeList(
      response,
      addresses.map((address) => address.toJSONForCustomer())
    )
  }

  async store({ request, response, auth }: HttpContext) {
    const fields = await request.validateUsing(addressValidator)
    const address = await saveAddress(auth.getUserOrFail(), fields)
    return response.created(address.toJSONForCustomer())
  }

  async update({ params, request, auth }: HttpContext) {
    const fields = await request.validateUsing(addressValidator)
    const address = await saveAddress(auth.getUserOrFail(), fields, Number(params.id))
    return address.toJSONForCustomer()
  }

  async destroy({ params, response, auth }: HttpContext) {
    await deleteAddress(auth.getUserOrFail(), Number(params.id))
    return response.noContent()
  }
}
