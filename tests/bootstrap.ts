import { assert } from '@japa/assert'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import MainSeeder from '#database/seeders/main_seeder'
import { seedContent } from '#database/seeders/content_seeder'
import { createSecuredServer } from '#services/platform/security_headers'
import { closeOpenedPages } from '#tests/helpers/browser'

/* Requests go through the suite's own agent (tests/helpers/http.ts), not Japa's API client. */
export const plugins: Config['plugins'] = [assert(), pluginAdonisJS(app)]

/* The functional, fuzz and browser suites talk to the real HTTP server on a migrated database. */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional', 'fuzz'].includes(suite.name)) {
    suite.setup(() => testUtils.db().migrate())
    suite.setup(() => testUtils.httpServer().start(createSecuredServer))
  }
  if (suite.name === 'browser') {
    // Pages are driven as the demo accounts of the README.
    suite.setup(async () => {
      await (
        await testUtils.db().truncate()
      )()
      await new MainSeeder(db.connection()).run()
      await seedContent()
    })
    // Every page of the suite comes from one address, so sign-ups, contact messages and quotes
    // would add up across tests to the per-address limits; each test starts with fresh counts.
    suite.onGroup((group) => group.each.setup(() => limiter.clear()))
    // The pages a test opened are closed when it ends, passed or failed.
    suite.onGroup((group) => group.each.setup(() => closeOpenedPages))
    suite.onTest((test) => test.setup(() => closeOpenedPages))
  }
}
