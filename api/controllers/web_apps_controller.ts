import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#exceptions/domain_error'
import { findAsset, indexHtml, looksLikeFile, webAppFor } from '#services/web_apps'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Serves the front-end builds: their files, else their index.html for client-side routes. */
export default class WebAppsController {
  async show({ request, response }: HttpContext) {
    const pathname = decodeURIComponent(request.url())
    const webApp = webAppFor(pathname)

    const asset = await findAsset(webApp, pathname)
    if (asset) {
      // Vite fingerprints everything under assets/, so those never change.
      if (pathname.includes('/assets/')) response.header('Cache-Control', IMMUTABLE)
      return response.download(asset)
    }
    if (looksLikeFile(pathname)) throw new DomainError(404, 'errors.notFound')

    response.header('Cache-Control', 'no-cache')
    response.header('Content-Type', 'text/html; charset=utf-8')
    return response.send(await indexHtml(webApp))
  }

  /** Any /api path no route claims: a JSON 404, never the SPA. */
  async apiNotFound() {
    throw new DomainError(404, 'errors.notFound')
  }
}
