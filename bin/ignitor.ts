import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'

const APP_ROOT = new URL('../', import.meta.url)

/** Imports relative paths from the app root, packages as they are. */
function importer(filePath: string) {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

/**
 * The one way every entry point (server, ace, tests) boots the app. SIGTERM, and SIGINT (Ctrl-C)
 * unless `interruptible` is false, end the app through its terminating hooks, which stop the
 * queue worker and the scheduler once the work in hand is done, then close its connections; the
 * process exits when nothing is left running. A second signal, while that waits, exits at once.
 */
export function createIgnitor({ interruptible = true } = {}) {
  return new Ignitor(APP_ROOT, { importer }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    const stop = () => (app.isTerminating ? process.exit(1) : app.terminate())
    app.listen('SIGTERM', stop)
    app.listenIf(interruptible, 'SIGINT', stop)
  })
}
