import type { HttpContext } from '@adonisjs/core/http'
import { searchHsCodes } from '#domain/harmonized_system'
import { KEPT_AN_HOUR, sendPublicData } from '#services/platform/public_data'
import { hsCodeSearchValidator } from '#validators/hs_code'

/** The Harmonized System 2022 subheadings a declaration line chooses from, found by words or digits. */
export default class HsCodesController {
  async index({ request, response }: HttpContext) {
    const { q } = await request.validateUsing(hsCodeSearchValidator, { data: request.qs() })
    const { found, total } = searchHsCodes(q ?? '')
    response.header('x-total-count', total)
    return sendPublicData(response, found, KEPT_AN_HOUR)
  }
}
