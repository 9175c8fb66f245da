import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import { notify } from '#services/platform/notify'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { queuedJobs } from '#tests/helpers/jobs'
import { eventually, startAce } from '#tests/functional/faults/processes'

/*
 * How long a stopping worker or scheduler may take: the jobs in hand, then closing connections.
 * A job in hand may be waiting on a MariaDB lock, which gives up after the 10 s query timeout.
 */
const STOPS_WITHIN_MS = 15_000

test.group('Workers and schedulers stop on a signal', (group) => {
  isolateEachTest(group)

  test('{command} on {signal}: finishes what it was doing and exits')
    .with([
      { command: 'queue:work', ready: 'Running queued jobs', signal: 'SIGTERM' },
      { command: 'queue:work', ready: 'Running queued jobs', signal: 'SIGINT' },
      { command: 'scheduler:run', ready: 'Schedule worker started', signal: 'SIGTERM' },
      { command: 'scheduler:run', ready: 'Schedule worker started', signal: 'SIGINT' },
    ] as const)
    .run(async ({ assert, cleanup }, { command, ready, signal }) => {
      const { user } = await signedIn()
      // Work in hand when the signal comes: emails to deliver, and the scheduler's start-up runs.
      for (let notice = 0; notice < 20; notice++) await notify(user, 'wallet_update')
      assert.isAbove(await queuedJobs('pending'), 0)

      const started = startAce(command)
      cleanup(() => started.kill9())
      assert.isTrue(
        await eventually(async () => started.output().includes(ready), 600),
        started.output()
      )
      started.child.kill(signal)
      const stopped = await Promise.race([started.exited, sleep(STOPS_WITHIN_MS).then(() => null)])

      assert.deepEqual(stopped, [0, null], `still running, or failed:\n${started.output()}`)
      assert.equal(await queuedJobs('active'), 0, 'no job left taken and abandoned')
    })
})

/*
 * A one-off command that hangs never ends, so the bound is generous: codegen type-checks the
 * whole API to write the contract's schemas, about 15 s of CPU on its own and longer when the
 * machine is busy.
 */
const ONE_OFF_ENDS_WITHIN_MS = 120_000

test.group('One-off commands exit when done', () => {
  test('{$self} exits on its own, with the suite database (and Redis when configured)')
    .with(['codegen', 'migration:status', 'list:routes'] as const)
    .run(async ({ assert, cleanup }, command) => {
      const started = startAce(command)
      cleanup(() => started.kill9())
      const ended = await Promise.race([
        started.exited,
        sleep(ONE_OFF_ENDS_WITHIN_MS).then(() => null),
      ])
      assert.deepEqual(ended, [0, null], `still running, or failed:\n${started.output()}`)
    })
    .timeout(ONE_OFF_ENDS_WITHIN_MS + 5_000)
})
