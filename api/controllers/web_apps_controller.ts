import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#exceptions/domain_error'
import { createReadStream } from 'node:fs'
import { extname } from 'node:path'
import {
  PRECOMPRESSED_ENCODINGS,
  customerApp,
  findAsset,
  indexHtml,
  looksLikeFile,
  precompressedCopy,
  webAppFor,
} from '#services/platform/web_apps'
import { customerPage, robotsTxt, sitemapXml } from '#services/platform/page_documents'
import { sendPrepared } from '#services/platform/public_data'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Serves the front-end builds: their files, else their index.html for client-side routes. */
export default class WebAppsController {
  async show({ request, response }: HttpContext) {
    const pathname = decodeURIComponent(request.url())
    const webApp = webAppFor(pathname)

    if (looksLikeFile(pathname)) {
      const asset = await findAsset(webApp, pathname)
      if (!asset) throw new DomainError(404, 'errors.notFound')
      if (!pathname.includes('/assets/')) {
        // Files that keep their name from build to build (the service worker, the manifest,
        // icons): the browser asks again each time, and an ETag lets the answer be a short 304.
        response.header('Cache-Control', 'no-cache')
        return response.download(asset, true)
      }
      // Vite fingerprints everything under assets/, so those never change.
      response.header('Cache-Control', IMMUTABLE)
      response.header('Vary', 'Accept-Encoding')
      const copy = await precompressedCopy(asset, request.encoding(PRECOMPRESSED_ENCODINGS))
      if (!copy) return response.download(asset)
      response.type(extname(asset))
      response.header('Content-Encoding', copy.encoding)
      response.header('Content-Length', copy.size)
      return response.stream(createReadStream(copy.file))
    }

    const template = await indexHtml(webApp)
    if (webApp !== customerApp) {
      response.header('Cache-Control', 'no-cache')
      response.header('Content-Type', 'text/html; charset=utf-8')
      return response.send(template, true)
    }

    const page = customerPage(template, pathname, request.parsedUrl.query ?? '')
    if ('redirect' in page) return response.redirect().status(301).toPath(page.redirect)
    response.header('Cache-Control', 'no-cache')
    response.status(page.status)
    sendPrepared(response, page.document)
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
  async apiNotFound(): Promise<never> {
    throw new DomainError(404, 'errors.notFound')
  }
}
