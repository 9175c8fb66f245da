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
