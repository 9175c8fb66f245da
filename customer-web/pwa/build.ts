/*
 * What makes the customer app installable, produced at build time from one logo and the message
 * catalogs: the web app manifest, its PNG icons, and the offline page in each language.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { IntlMessageFormat } from 'intl-messageformat'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import type { ManifestOptions } from 'vite-plugin-pwa'
import { LANGUAGES, directionOf, type Lang } from '../src/routing/routeTable'
import { offlinePagePath } from './paths'

const THEME_COLOR = '#0b5cab'

const mark = readFileSync(new URL('../public/logos/sigma-forwarding-mark.svg', import.meta.url))
const offlineTemplate = fileURLToPath(new URL('./offline.html', import.meta.url))

const catalogFile = (lang: Lang, name: string) =>
  fileURLToPath(new URL(`../../locales/${lang}/${name}.json`, import.meta.url))
const catalog = (lang: Lang, name: string): Record<string, string> =>
  JSON.parse(readFileSync(catalogFile(lang, name), 'utf8'))

const format = (lang: Lang, message: string, values?: Record<string, string>) =>
  String(new IntlMessageFormat(message, lang).format(values))

/**
 * "any" icons are the mark as drawn, corners transparent. The maskable one (and Apple's, which
 * would paint transparent corners black) fills the square with the mark's own blue, so a launcher
 * may cut any shape from it: the mark's square blends into that background and its glyph stays
 * well inside the central circle a mask always keeps.
 */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
] as const
const APPLE_TOUCH_ICON = { file: 'icons/apple-touch-icon-180.png', size: 180 }

async function renderIcon(size: number, fullBleed: boolean) {
  // Rendered well above the target size, then scaled down, so edges stay smooth.
  const drawn = await sharp(mark, { density: 300 }).resize(size, size).png().toBuffer()
  if (!fullBleed) return drawn
  return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOR } })
    .composite([{ input: drawn }])
    .png()
    .toBuffer()
}

export function manifest(): Partial<ManifestOptions> {
  const web = catalog('en', 'web')
  return {
    id: '/',
    name: web['app.name'],
    short_name: 'Sigma',
    description: web['route.home.description'],
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: ICONS.map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  }
}

/** The icons as build files, and Apple's touch icon linked from the document. */
export function appIcons(): Plugin {
  return {
    name: 'sigma:app-icons',
    apply: 'build',
    async generateBundle() {
      for (const icon of ICONS) {
        const source = await renderIcon(icon.size, icon.purpose === 'maskable')
        this.emitFile({ type: 'asset', fileName: icon.file, source })
      }
      const source = await renderIcon(APPLE_TOUCH_ICON.size, true)
      this.emitFile({ type: 'asset', fileName: APPLE_TOUCH_ICON.file, source })
    },
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: `/${APPLE_TOUCH_ICON.file}` },
        injectTo: 'head',
      },
    ],
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** One static offline page per language, its texts from locales/<lang>/offline.json. */
export function offlinePages(): Plugin {
  return {
    name: 'sigma:offline-pages',
    apply: 'build',
    buildStart() {
      // Read on every build, so `vite build --watch` picks up a changed text or template.
      this.addWatchFile(offlineTemplate)
      for (const lang of LANGUAGES) this.addWatchFile(catalogFile(lang, 'offline'))
    },
    generateBundle() {
      const template = readFileSync(offlineTemplate, 'utf8')
      for (const lang of LANGUAGES) {
        const texts = catalog(lang, 'offline')
        const web = catalog(lang, 'web')
        const values: Record<string, string> = {
          lang,
          dir: directionOf(lang),
          title: format(lang, web['app.titleTemplate'], { page: format(lang, texts.title) }),
          heading: format(lang, texts.heading),
          body: format(lang, texts.body, { app: web['app.name'] }),
          retry: format(lang, texts.retry),
        }
        const html = template
          .replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
            name === 'logo' ? decorative(mark.toString('utf8')) : escapeHtml(values[name])
          )
          .replace(/\s*<!--.*?-->/g, '')
        this.emitFile({ type: 'asset', fileName: offlinePagePath(lang).slice(1), source: html })
      }
    },
  }
}

/** The mark inline, hidden from screen readers: the heading says what the page is. */
function decorative(svg: string) {
  return svg
    .replace(/<title[^>]*>.*?<\/title>\s*/s, '')
    .replace(/\s(role|aria-labelledby)="[^"]*"/g, '')
    .replace('<svg', '<svg aria-hidden="true" focusable="false"')
    .trim()
}
