import { queueWorker } from '#services/platform/background_work'

/**
 * Runs the queued jobs that are due, in the test's own process, until none is left to start:
 * what the API server's worker would do in the background.
 */
export async function runJobs() {
  const worker = await queueWorker()
  for (;;) {
    const cycle = await worker.processCycle(['default'])
    if (!cycle || cycle.type === 'idle') break
    if (cycle.type === 'error') throw cycle.error
  }
  await worker.stop()
}
