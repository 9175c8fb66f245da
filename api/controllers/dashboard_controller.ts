import type { HttpContext } from '@adonisjs/core/http'
import { dashboardFor } from '#services/parcels/dashboard'
import { warehouseAddressFor } from '#services/parcels/receiving'

export default class DashboardController {
  async show({ auth }: HttpContext) {
    return dashboardFor(auth.getUserOrFail())
  }

  async warehouseAddress({ auth }: HttpContext) {
    return warehouseAddressFor(auth.getUserOrFail())
  }
}
