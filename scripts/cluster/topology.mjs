/*
 * The whole topology of deploy/ on one machine: HAProxy (deploy/haproxy.cfg) in front of three
 * API instances, two queue workers and a scheduler (deploy/Procfile), all from the compiled
 * build, on MariaDB and Redis. Redis and the database are reached through fault proxies
 * (fault_proxy.mjs) that the chaos run cuts and restores; MariaDB, Redis and HAProxy are started,
 * or installed from Debian's packages, only when they are missing, and never stopped here: they
 * may be shared with other work on the machine. Each process is kept running as a process
 * manager would: one that dies is started again a second later.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { FaultProxy } from './fault_proxy.mjs'

const ROOT = resolve(import.meta.dirname, '../..')
const DEPLOY = join(ROOT, 'deploy')

/*
 * The other ports sit just below the load balancer's, so that moving CLUSTER_PORT moves the
 * whole cluster (two on one machine do not collide).
 */
const FRONTEND_PORT = Number(process.env.CLUSTER_PORT ?? 3380)

/** Ports and counts; every one can be overridden (the README's Operating section lists them). */
export const DEFAULTS = {
  frontendPort: FRONTEND_PORT,
  apiPorts: [FRONTEND_PORT - 9, FRONTEND_PORT - 8, FRONTEND_PORT - 7],
  statsPort: FRONTEND_PORT - 1,
  redisProxyPort: FRONTEND_PORT - 4,
  databaseProxyPort: FRONTEND_PORT - 3,
  workers: 2,
  schedulers: 1,
  database: process.env.CLUSTER_MYSQL_DATABASE ?? 'sigma_cluster',
  // Not 0: the machine's Redis may serve other work, and the chaos run empties this one.
  redisDb: Number(process.env.CLUSTER_REDIS_DB ?? 11),
  dir: join(ROOT, 'tmp/cluster'),
}

/** The deploy/Procfile lines: kind → command words (its leading VAR=value words as env). */
export function procfile() {
  const kinds = {}
  for (const line of readFileSync(join(DEPLOY, 'Procfile'), 'utf8').split('\n')) {
    const match = /^(\w+):\s*(.+)$/.exec(line.trim())
    if (!match) continue
    const words = match[2].split(/\s+/)
    const env = {}
    while (/^\w+=/.test(words[0])) {
      const [name, value] = words.shift().split('=')
      env[name] = value
    }
    kinds[match[1]] = { env, command: words[0], args: words.slice(1) }
  }
  return kinds
}

const MYSQL = { host: '127.0.0.1', port: Number(process.env.MYSQL_PORT ?? 3306) }
const REDIS = { host: '127.0.0.1', port: Number(process.env.REDIS_PORT ?? 6379) }
const quiet = (command, args) =>
  spawnSync(command, args, { stdio: 'ignore', timeout: 10_000 }).status === 0
const mysqlAnswers = () =>
  quiet('mysql', ['-uroot', `-h${MYSQL.host}`, `-P${MYSQL.port}`, '-e', 'select 1'])
const redisAnswers = () => quiet('redis-cli', ['-h', REDIS.host, '-p', String(REDIS.port), 'ping'])

function aptInstall(...packages) {
  console.log(`cluster: installing Debian's ${packages.join(', ')}`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

async function until(check, seconds, what) {
  for (let waited = 0; waited < seconds * 4; waited++) {
    if (await check()) return
    await sleep(250)
  }
  throw new Error(`${what} not ready within ${seconds} s`)
}

/** MariaDB, Redis and HAProxy on this machine: installed and started when missing, else left as they are. */
export async function ensureServices() {
  if (!existsSync('/usr/sbin/haproxy')) aptInstall('haproxy')
  if (!mysqlAnswers()) {
    if (!existsSync('/usr/sbin/mariadbd')) aptInstall('mariadb-server')
    spawn(
      'start-stop-daemon',
      ['--start', '--oknodo', '--background', '--exec', '/usr/sbin/mariadbd'],
      {
        stdio: 'ignore',
      }
    )
    await until(mysqlAnswers, 60, 'MariaDB')
  }
  if (!redisAnswers()) {
    if (!existsSync('/usr/bin/redis-server')) aptInstall('redis-server')
    execFileSync('redis-server', ['--port', String(REDIS.port), '--daemonize', 'yes'])
    await until(redisAnswers, 30, 'Redis')
  }
}

/** The cluster's database, made when missing; `fresh` drops it first (and empties its Redis db). */
export function prepareData({ database, redisDb, fresh }) {
  const sql = (statement) =>
    execFileSync('mysql', ['-uroot', `-h${MYSQL.host}`, `-P${MYSQL.port}`, '-e', statement])
  if (fresh) {
    sql(`DROP DATABASE IF EXISTS \`${database}\``)
    execFileSync('redis-cli', [
      '-h',
      REDIS.host,
      '-p',
      String(REDIS.port),
      '-n',
      String(redisDb),
      'flushdb',
    ])
  }
  sql(
    `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
  )
}

/** One process of the layout, restarted a second after it dies unless it was told to stop. */
class Supervised {
  restarts = 0
  child
  #stopping = false
  #exited

  constructor(name, spawnArgs, logFile) {
    this.name = name
    this.spawnArgs = spawnArgs
    // Each start of the topology begins its logs anew; a restarted process appends to its own.
    this.log = createWriteStream(logFile)
  }

  start() {
    const [command, args, options] = this.spawnArgs
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.pipe(this.log, { end: false })
    child.stderr.pipe(this.log, { end: false })
    this.child = child
    this.#exited = once(child, 'exit')
    this.#exited.then(async () => {
      if (this.#stopping || this.child !== child) return
      await sleep(1_000)
      if (this.#stopping || this.child !== child) return
      this.restarts++
      this.start()
    })
  }

  get pid() {
    return this.child?.pid
  }

  /** kill -9, as a crash would; the supervisor brings it back. */
  kill9() {
    this.child?.kill('SIGKILL')
    return this.#exited
  }

  /** SIGTERM, then SIGKILL after `graceMs`; it stays down. */
  async stop(graceMs = 10_000) {
    this.#stopping = true
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    await this.#exited
    clearTimeout(timer)
  }
}

/** The settings every process of the deployment shares (the same APP_KEY, database, Redis, mail). */
function sharedEnv(options, appKey) {
  // Nothing else of this process's environment: a test runner's settings are not the deployment's.
  const { PATH, HOME, LANG, TZ } = process.env
  return {
    ...Object.fromEntries(Object.entries({ PATH, HOME, LANG, TZ }).filter(([, value]) => value)),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    // Each API instance is given its own; workers and the scheduler listen on none but need one.
    PORT: String(options.frontendPort),
    APP_URL: `http://127.0.0.1:${options.frontendPort}`,
    APP_KEY: appKey,
    // No .env of the project's own is read: everything is here.
    ENV_PATH: options.dir,
    LOG_LEVEL: 'info',
    DB_CONNECTION: 'mysql',
    MYSQL_HOST: '127.0.0.1',
    MYSQL_PORT: String(options.databaseProxyPort),
    MYSQL_USER: 'root',
    MYSQL_DATABASE: options.database,
    REDIS_HOST: '127.0.0.1',
    REDIS_PORT: String(options.redisProxyPort),
    REDIS_DB: String(options.redisDb),
    TRUST_PROXY: 'loopback',
    MAIL_MAILER: 'log',
    ...options.env,
  }
}

const healthy = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) })
    .then((answer) => answer.status === 200)
    .catch(() => false)

/**
 * Starts the topology and resolves once HAProxy answers health through every instance.
 * `options` overrides DEFAULTS; `fresh` starts on an empty database; `env` adds settings.
 */
export async function startCluster(overrides = {}) {
  const options = { ...DEFAULTS, ...overrides }
  const logs = join(options.dir, 'logs')
  mkdirSync(logs, { recursive: true })
  await ensureServices()
  prepareData(options)

  const keyFile = join(options.dir, 'app_key')
  if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(32).toString('base64url'))
  const env = sharedEnv(options, readFileSync(keyFile, 'utf8').trim())
  const ace = (...args) =>
    execFileSync('node', [join(ROOT, 'build/ace.js'), ...args], {
      cwd: options.dir,
      env: { ...env, MYSQL_PORT: String(MYSQL.port), REDIS_PORT: String(REDIS.port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
  // Once per deploy, not from every instance.
  ace('migration:run', '--force')
  ace('db:seed')

  const proxies = {
    redis: new FaultProxy(options.redisProxyPort, REDIS),
    database: new FaultProxy(options.databaseProxyPort, MYSQL),
  }
  await Promise.all(Object.values(proxies).map((proxy) => proxy.restore()))

  const kinds = procfile()
  const processOf = (kind, index, extra = {}) => {
    const { command, args, env: own } = kinds[kind]
    const name = `${kind}${index + 1}`
    return new Supervised(
      name,
      [
        command,
        args.map((arg) => (arg.startsWith('build/') ? join(ROOT, arg) : arg)),
        {
          cwd: options.dir,
          env: { ...env, ...own, ...extra },
        },
      ],
      join(logs, `${name}.log`)
    )
  }
  const instances = options.apiPorts.map((port, index) =>
    processOf('api', index, { PORT: String(port) })
  )
  const workers = Array.from({ length: options.workers }, (_, index) => processOf('worker', index))
  const schedulers = Array.from({ length: options.schedulers }, (_, index) =>
    processOf('scheduler', index)
  )
  const haproxy = new Supervised(
    'haproxy',
    [
      '/usr/sbin/haproxy',
      ['-db', '-f', join(DEPLOY, 'haproxy.cfg')],
      {
        env: {
          ...process.env,
          SIGMA_LISTEN: `127.0.0.1:${options.frontendPort}`,
          SIGMA_STATS: `127.0.0.1:${options.statsPort}`,
          SIGMA_DEPLOY: DEPLOY,
          ...Object.fromEntries(
            options.apiPorts.map((port, index) => [`SIGMA_API_${index + 1}`, `127.0.0.1:${port}`])
          ),
        },
      },
    ],
    join(logs, 'haproxy.log')
  )
  const all = [...instances, ...workers, ...schedulers, haproxy]
  all.forEach((part) => part.start())
  const stop = async () => {
    await Promise.all(all.map((part) => part.stop()))
    await Promise.all(Object.values(proxies).map((proxy) => proxy.cut()))
  }
  process.once('exit', () => all.forEach((part) => part.child?.kill('SIGKILL')))

  const url = `http://127.0.0.1:${options.frontendPort}`
  try {
    for (const port of options.apiPorts)
      await until(() => healthy(`http://127.0.0.1:${port}/api/health`), 120, `API on ${port}`)
    await until(() => healthy(`${url}/api/health`), 30, 'HAProxy')
  } catch (error) {
    await stop()
    throw error
  }
  return { url, options, env, instances, workers, schedulers, haproxy, proxies, logs, stop }
}
