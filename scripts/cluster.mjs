/*
 * `npm run cluster`: the deployment of deploy/ on this machine (scripts/cluster/topology.mjs):
 * HAProxy on http://127.0.0.1:3380 in front of three API instances (3371-3373), two queue
 * workers and a scheduler, on MariaDB and Redis, until Ctrl-C. Logs: tmp/cluster/logs/.
 * `npm run cluster -- --fresh` starts on an empty database.
 */
import { ensureBuilt } from './builds.mjs'
import { ensureNode24 } from './node24.mjs'

ensureNode24()
const { startCluster } = await import('./cluster/topology.mjs')

if (!process.argv.includes('--no-build')) ensureBuilt()
const cluster = await startCluster({ fresh: process.argv.includes('--fresh') })
const { options } = cluster
console.log(
  [
    `cluster: up on ${cluster.url} (HAProxy; its status page on http://127.0.0.1:${options.statsPort}/)`,
    `  API instances on ${options.apiPorts.join(', ')}, ${options.workers} workers, ${options.schedulers} scheduler`,
    `  MariaDB database ${options.database}, Redis db ${options.redisDb}; logs in ${cluster.logs}`,
    '  Ctrl-C stops it (MariaDB and Redis keep running)',
  ].join('\n')
)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.log('cluster: stopping')
    await cluster.stop()
    process.exit(0)
  })
}
