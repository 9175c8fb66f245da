import type { HttpContext } from '@adonisjs/core/http'
import { openApiDocument } from '#services/platform/openapi'

/** The API's published contract, for API-token clients and their tools. */
export default class OpenApiController {
  async show({ response }: HttpContext) {
    response.header('Cache-Control', 'public, max-age=3600')
    return openApiDocument()
  }
}
