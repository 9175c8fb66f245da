import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import app from '@adonisjs/core/services/app'

/**
 * The two front-end builds the API process serves: the back office under
 * /admin, the customer app everywhere else. Only files inside a build's
 * folder are ever served.
 */
export type WebApp = { root: string; mountPath: string }

export const customerApp: WebApp = { root: app.makePath('customer-web', 'dist'), mountPath: '/' }
export const adminApp: WebApp = { root: app.makePath('admin-web', 'dist'), mountPath: '/admin' }

export function webAppFor(pathname: string) {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? adminApp : customerApp
}

/** The build file a URL path names, or null when it names none. */
export async function findAsset(webApp: WebApp, pathname: string) {
  const relative = pathname.slice(webApp.mountPath.length).replace(/^\/+/, '')
  if (!relative) return null
  const file = normalize(join(webApp.root, relative))
  if (!file.startsWith(webApp.root + sep)) return null
  const stats = await stat(file).catch(() => null)
  return stats?.isFile() ? file : null
}

/*
 * The build writes a brotli and a gzip copy beside each text file; a browser that takes one of
 * them gets it as it is, with no compression work per request.
 */
const COPY_SUFFIX = { br: '.br', gzip: '.gz' } as const
export const PRECOMPRESSED_ENCODINGS = Object.keys(COPY_SUFFIX) as (keyof typeof COPY_SUFFIX)[]

/** The precompressed copy of a build file in `encoding` (one the browser accepts), when the build wrote one. */
export async function precompressedCopy(file: string, encoding: string | null) {
  if (!encoding || !(encoding in COPY_SUFFIX)) return null
  const copy = file + COPY_SUFFIX[encoding as keyof typeof COPY_SUFFIX]
  const stats = await stat(copy).catch(() => null)
  return stats?.isFile() ? { file: copy, size: stats.size, encoding } : null
}

/** A path with a file extension asks for a file, not for a page of the app. */
export const looksLikeFile = (pathname: string) => extname(pathname) !== ''

const indexCache = new Map<string, string>()

/** The app's index.html; read once in production, on every request in development. */
export async function indexHtml(webApp: WebApp) {
  const cached = indexCache.get(webApp.root)
  if (cached) return cached
  const html = await readFile(join(webApp.root, 'index.html'), 'utf8')
  if (app.inProduction) indexCache.set(webApp.root, html)
  return html
}
