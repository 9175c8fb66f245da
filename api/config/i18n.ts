import app from '@adonisjs/core/services/app'
import { defineConfig, loaders } from '@adonisjs/i18n'
import { isolatingIcuFormatter } from '#services/platform/right_to_left_text'

/*
 * One set of ICU catalogs in locales/ serves the API and both front ends. In Arabic, the API's
 * texts keep their Latin runs (amounts, numbers, names) isolated.
 */
const i18nConfig = defineConfig({
  defaultLocale: 'en',
  supportedLocales: ['en', 'es', 'ar'],
  formatter: isolatingIcuFormatter(),
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
})

export default i18nConfig
