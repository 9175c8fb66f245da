import type { HttpContext } from '@adonisjs/core/http'
import { listCountries, type CountryLocale } from '#domain/countries'
import { KEPT_AN_HOUR, sendUnchangingData } from '#services/platform/public_data'
import { wholeList } from '#services/platform/lists'

export default class CountriesController {
  async index({ i18n, response }: HttpContext) {
    const locale = i18n.locale as CountryLocale
    const countries = wholeList(response, listCountries(locale))
    return sendUnchangingData(response, `countries:${locale}`, () => countries, KEPT_AN_HOUR)
  }
}
