import { indexEntities } from '@adonisjs/core'
import { generateRegistry } from '@tuyau/core/hooks'
import { defineConfig } from '@adonisjs/core/app'
import { indexRouteValidators } from './api/hooks/route_validators.js'
import { indexRouteContracts } from './api/hooks/route_contracts.js'

export default defineConfig({
  directories: {
    config: 'api/config',
    start: 'api/start',
    httpControllers: 'api/controllers',
    models: 'api/models',
    services: 'api/services',
    exceptions: 'api/exceptions',
    mailers: 'api/mails',
    middleware: 'api/middleware',
    policies: 'api/policies',
    validators: 'api/validators',
    providers: 'api/providers',
    commands: 'api/commands',
    languageFiles: 'locales',
    migrations: 'database/migrations',
    seeders: 'database/seeders',
    factories: 'database/factories',
  },

  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/session/commands'),
    () => import('@adonisjs/mail/commands'),
    // Not @adonisjs/queue's commands: its queue:work never stops its worker when the app
    // terminates, so ours (api/commands) runs the API server's worker instead.
    () => import('adonisjs-scheduler/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/i18n/i18n_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('#providers/redis_outages_provider'),
    () => import('@adonisjs/cache/cache_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
    () => import('@adonisjs/queue/queue_provider'),
    () => import('@adonisjs/lock/lock_provider'),
    () => import('adonisjs-scheduler/scheduler_provider'),
  ],

  preloads: [
    () => import('#start/models'),
    () => import('#start/routes'),
    () => import('#start/kernel'),
    () => import('#start/request_language'),
    () => import('#start/validator'),
    () => import('#start/limiter'),
    () => import('#start/content_limiter'),
    () => import('#start/analytics_limiter'),
    () => import('#start/events'),
    { file: () => import('#start/redis'), environment: ['web', 'test'] },
    { file: () => import('#start/transmit'), environment: ['web', 'test'] },
    () => import('#start/jobs'),
    () => import('#start/scheduler'),
    { file: () => import('#start/background'), environment: ['web'] },
  ],

  tests: {
    suites: [
      { files: ['tests/unit/**/*.spec.ts'], name: 'unit', timeout: 10000 },
      { files: ['tests/functional/**/*.spec.ts'], name: 'functional', timeout: 30000 },
      { files: ['tests/fuzz/**/*.spec.ts'], name: 'fuzz', timeout: 600000 },
      { files: ['tests/browser/**/*.spec.ts'], name: 'browser', timeout: 120000 },
    ],
    forceExit: false,
  },

  metaFiles: [
    { pattern: 'locales/**/*.json', reloadServer: false },
    { pattern: 'customer-web/dist/**', reloadServer: false },
    { pattern: 'admin-web/dist/**', reloadServer: false },
  ],

  hooks: {
    // The route contracts read the registry: their hook comes after Tuyau's.
    init: [indexEntities(), generateRegistry(), indexRouteValidators(), indexRouteContracts()],
  },
})
