import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from '@formatjs/icu-messageformat-parser'
import react from '@vitejs/plugin-react'
import { compression } from 'vite-plugin-compression2'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { appIcons, manifest, offlinePages } from './pwa/build'
import { isolateArguments } from './src/i18n/isolateArguments'
import { directionOf, isLang } from './src/routing/routeTable'

const localesDir = fileURLToPath(new URL('../locales/', import.meta.url))

/**
 * Message catalogs ship pre-parsed (ICU AST), so the browser bundle can use the parser-free build of
 * intl-messageformat (about 10 kB gzip less on every page). scripts/verify-messages.mjs gates the catalogs,
 * since a message that the parser never saw would otherwise render as raw source.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'sigma:precompiled-messages',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]
      if (!file.startsWith(localesDir) || !file.endsWith('.json')) return null
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
      // In a right-to-left language the values put into messages are isolated (see isolateArguments).
      const lang = file.slice(localesDir.length).split('/')[0]
      const rightToLeft = isLang(lang) && directionOf(lang) === 'rtl'
      const compiled = Object.fromEntries(
        Object.entries(catalog).map(([key, message]) => [
          key,
          rightToLeft ? isolateArguments(parse(message)) : parse(message),
        ])
      )
      // Still JSON: Vite's JSON plugin turns it into a module as for any catalog.
      return JSON.stringify(compiled)
    },
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [
    precompiledMessages(),
    react(),
    appIcons(),
    offlinePages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // A deferred file of its own, not inline (the Content-Security-Policy allows no inline script)
      // and not in the app's bundle: the landing page's initial JS stays as it was.
      injectRegister: 'script-defer',
      manifest: manifest(),
      includeAssets: ['favicon.svg'],
      injectManifest: {
        // The build's own files only. index.html is left out: every page comes from the server,
        // which writes its language, title and status into it.
        globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'offline/*.html'],
      },
    }),
    // Brotli and gzip copies beside each built file, for the server to send as they are.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: {
    alias: [
      // Catalogs are shared with the API and the back office, so they live outside the app folder.
      { find: '@locales', replacement: fileURLToPath(new URL('../locales', import.meta.url)) },
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    // The API serves /api and the live event stream in development as in production.
    proxy: { '/api': 'http://localhost:3333', '/__transmit': 'http://localhost:3333' },
  },
})
