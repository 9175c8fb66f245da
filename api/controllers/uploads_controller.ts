import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import { DomainError } from '#exceptions/domain_error'

/*
 * The keys the product writes (`packages/<number>/<uuid>.jpg`, its `.thumbnail.webp`, avatars):
 * folders and file names of ASCII letters, digits, dashes and underscores, a name's parts
 * joined by single dots. Anything else (dot segments, encoded slashes, NUL, quotes,
 * non-ASCII, a folder) names no stored file.
 */
const STORED_KEY = /^(?:[\w-]+\/){0,4}[\w-]+(?:\.[\w-]+){1,3}$/
const LONGEST_KEY = 255

/** Package photos and profile pictures from the public disk, by their key under /uploads/. */
export default class UploadsController {
  async show({ request, response }: HttpContext) {
    const key = (request.param('*') as string[]).join('/')
    if (key.length > LONGEST_KEY || !STORED_KEY.test(key)) {
      throw new DomainError(404, 'errors.notFound')
    }
    const file = drive.use('fs').file(key)
    if (!(await file.exists())) throw new DomainError(404, 'errors.notFound')

    const metadata = await file.getMetaData()
    response.header('etag', metadata.etag)
    response.header('last-modified', metadata.lastModified.toUTCString())
    if (metadata.contentType) response.type(metadata.contentType)
    if (response.fresh()) {
      response.status(304)
      return
    }
    response.header('content-length', String(metadata.contentLength))
    return response.stream(await file.getStream())
  }
}
