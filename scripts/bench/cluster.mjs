/*
 * `npm run bench -- cluster [--seconds 180] [--users 200]`: the topology of deploy/ on this
 * machine (scripts/cluster/topology.mjs) on a fresh database, driven by virtual customers and
 * staff while an API instance and a worker are killed, Redis goes for 10 s and the database
 * refuses connections for 5 s (scripts/cluster/chaos.mjs). Prints the phase table and the
 * invariants; exits 1 when one does not hold or p99 is not back to normal after a recovery. Knobs: BENCH_CLUSTER_SECONDS, BENCH_CLUSTER_USERS,
 * BENCH_CLUSTER_MYSQL_DATABASE (sigma_bench_cluster, dropped and recreated), CLUSTER_REDIS_DB.
 */
import { ensureBuilt } from '../builds.mjs'
import { runChaos, printChaos } from '../cluster/chaos.mjs'
import { startCluster } from '../cluster/topology.mjs'

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return Number(index === -1 ? fallback : process.argv[index + 1])
}

export async function benchCluster() {
  const seconds = argument('seconds', process.env.BENCH_CLUSTER_SECONDS ?? 180)
  const users = argument('users', process.env.BENCH_CLUSTER_USERS ?? 200)
  if (!process.argv.includes('--no-build')) ensureBuilt()
  const cluster = await startCluster({
    fresh: true,
    database: process.env.BENCH_CLUSTER_MYSQL_DATABASE ?? 'sigma_bench_cluster',
    // Every virtual customer signs up and in from this one machine.
    env: { LIMIT_LOGIN_ATTEMPTS: '1000000', LIMIT_REGISTER_ATTEMPTS: '1000000', LOG_LEVEL: 'info' },
  })
  try {
    const result = await runChaos(cluster, { seconds, users })
    printChaos(result)
    return result.p99BackToNormal === true && result.invariants.every(({ holds }) => holds)
  } finally {
    await cluster.stop()
  }
}
