/*
 * The API server also runs the queue worker and the scheduler, unless told not to; from the
 * moment it is ready, so that tooling that only assembles the app (codegen) starts neither.
 */
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { startBackgroundWork } from '#services/platform/background_work'

app.ready(() =>
  startBackgroundWork({
    worker: env.get('RUN_WORKER') !== false,
    scheduler: env.get('RUN_SCHEDULER') !== false,
  })
)
