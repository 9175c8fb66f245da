import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Runs queued jobs until SIGTERM or SIGINT, then finishes the jobs in hand and exits: the worker
 * the API server runs, alone in its process.
 */
export default class QueueWork extends BaseCommand {
  static commandName = 'queue:work'
  static description = 'Run queued jobs until stopped; on SIGTERM or SIGINT finish the ones in hand'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  async run() {
    const { startBackgroundWork } = await import('#services/platform/background_work')
    await startBackgroundWork({ worker: true, scheduler: false })
    this.logger.info('Running queued jobs until SIGTERM or SIGINT')
  }
}
