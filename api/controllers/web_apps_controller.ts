import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#exceptions/domain_error'
import { customerApp, findAsset, indexHtml, looksLikeFile, webAppFor } from '#services/web_apps'
import { pageRedirect, renderPage, robotsTxt, sitemapXml } from '#services/page_documents'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Serves the front-end builds: their files, else their index.html for client-side routes. */
export default class WebAppsController {
  async show({ request, response }: HttpContext) {
    const pathname = decodeURIComponent(request.url())
    const webApp = webAppFor(pathname)

    const asset = await findAsset(webApp, pathname)
    if (asset) {
      // Vite fingerprints everything under assets/, so those never change. Every other file keeps its
      // name from build to build (the service worker, the manifest, icons): the browser asks again each
      // time, and an ETag lets the answer be a short 304.
      response.header('Cache-Control', pathname.includes('/assets/') ? IMMUTABLE : 'no-cache')
      return response.download(asset, true)
    }
    if (looksLikeFile(pathname)) throw new DomainError(404, 'errors.notFound')

    if (webApp === customerApp) {
      const redirect = pageRedirect(pathname, request.parsedUrl.query ?? '')
      if (redirect) return response.redirect().status(301).toPath(redirect)
    }

    response.header('Cache-Control', 'no-cache')
    response.header('Content-Type', 'text/html; charset=utf-8')
    const template = await indexHtml(webApp)
    if (webApp !== customerApp) return response.send(template)

    const page = renderPage(template, pathname)
    return response.status(page.status).send(page.html)
  }

  async sitemap({ response }: HttpContext) {
    response.header('Content-Type', 'application/xml; charset=utf-8')
    return sitemapXml()
  }

  async robots({ response }: HttpContext) {
    response.header('Content-Type', 'text/plain; charset=utf-8')
    return robotsTxt()
  }

  /** Any /api path no route claims: a JSON 404, never the SPA. */
  async apiNotFound() {
    throw new DomainError(404, 'errors.notFound')
  }
}
