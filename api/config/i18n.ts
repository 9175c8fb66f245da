import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'

/* One set of ICU catalogs in locales/ serves the API and both front ends. */
const i18nConfig = defineConfig({
  defaultLocale: 'en',
  supportedLocales: ['en', 'es', 'ar'],
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
})

export default i18nConfig
