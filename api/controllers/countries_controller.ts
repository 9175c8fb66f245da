import type { HttpContext } from '@adonisjs/core/http'
import { listCountries, type CountryLocale } from '#services/parcels/countries'
import { wholeList } from '#services/platform/lists'

export default class CountriesController {
  async index({ i18n, response }: HttpContext) {
    // The list changes with a deploy, not per user: let browsers and CDNs keep it per language.
    response.header('Cache-Control', 'public, max-age=3600')
    response.header('Vary', 'Accept-Language')
    return wholeList(response, listCountries(i18n.locale as CountryLocale))
  }
}
