import { test } from '@japa/runner'
import { hasCompiledServer } from './processes.js'
import { startCluster } from '../../../scripts/cluster/topology.mjs'
import { printChaos, runChaos } from '../../../scripts/cluster/chaos.mjs'

/*
 * The deployment of deploy/ (HAProxy, three API instances, two workers, a scheduler) on MariaDB
 * and Redis, from the compiled build, under a few seconds of load while an instance and a worker
 * are killed. It takes the machine's MariaDB and Redis (a database and a Redis db of its own) and
 * the ten ports up to CLUSTER_PORT (3371-3380), so it runs only when asked: CLUSTER_TEST=1
 * (.ci/run, after the build).
 */
test.group('Faults: the cluster loses an API instance and a worker under load', () => {
  test('every invariant holds, and nothing but a 503 answers while a part is down', async ({
    assert,
  }) => {
    const cluster = await startCluster({
      fresh: true,
      database: process.env.CLUSTER_MYSQL_DATABASE ?? 'sigma_ci_cluster',
      env: { LIMIT_LOGIN_ATTEMPTS: '1000000', LIMIT_REGISTER_ATTEMPTS: '1000000' },
    })
    try {
      const result = await runChaos(cluster, {
        seconds: 20,
        users: 12,
        faults: ['instance', 'worker'],
        thinkMs: 300,
      })
      printChaos(result)
      assert.equal(result.phases.length, 3)
      for (const phase of result.phases) {
        assert.isAbove(phase.requests, 0, phase.name)
        assert.equal(phase.notRetryable, 0, `${phase.name}: answered ${phase.statuses}`)
        // Only a request in flight on the killed instance may go unanswered (HAProxy then closes
        // the client's connection, which tells it that it may send again).
        if (phase !== result.phases[1]) assert.deepEqual(phase.lost, [], phase.name)
      }
      // Within its health-check interval: at its first refused connection, else 3 checks a second apart.
      assert.isAtMost(result.phases[1].balancerOutMs!, 3_000, 'the dead instance taken out')
      for (const { name, holds, detail } of result.invariants) {
        assert.isTrue(holds, `${name}: ${detail}`)
      }
      assert.isAtLeast(cluster.instances[0].restarts, 1, 'the killed instance was started again')
      assert.isAtLeast(cluster.workers[0].restarts, 1, 'the killed worker was started again')
    } finally {
      await cluster.stop()
    }
  })
    .skip(
      !process.env.CLUSTER_TEST || !hasCompiledServer,
      'CLUSTER_TEST=1 and a current build (npm start or npm run build)'
    )
    .timeout(600_000)
})
