/*
 * Real processes for fault tests: a second API server started from the same sources the suite
 * runs, a Redis server of our own to stop and start, and a TCP relay in front of the database
 * that can forward, go silent or close its port.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { type Server, type Socket, createConnection, createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'
import { serverBuildIsCurrent } from '../../../scripts/builds.mjs'

export type ApiProcess = {
  origin: string
  child: ChildProcess
  /** What it printed, for the assertion messages. */
  output: () => string
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs` (5 s unless given). */
  stop: (graceMs?: number) => Promise<void>
  kill9: () => Promise<void>
}

/** A port the system has free now, so that suites run side by side never share one. */
export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  await once(server, 'close')
  return port
}

/** Polls until `check` is true, for at most `attempts` × `everyMs`; false if it never was. */
export async function eventually(check: () => Promise<boolean>, attempts = 100, everyMs = 100) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await check().catch(() => false)) return true
    await sleep(everyMs)
  }
  return false
}

/** The production build's server, when `npm start` has made it from the sources as they are. */
export const COMPILED_SERVER = 'build/bin/server.js'
export const hasCompiledServer = serverBuildIsCurrent()

type StartOptions = {
  /** The production build rather than the sources (the build reads the project's .env files). */
  compiled?: boolean
  /**
   * Started once health answers 200 (the default), or once it answers at all: a server started
   * with a dependency away is up, and says degraded.
   */
  until?: 'healthy' | 'answering'
}

/**
 * `node bin/server.ts` through the suite's TypeScript loader (or the compiled server), on `port`,
 * with `env` on top of the suite's.
 */
export async function startApi(
  port: number,
  env: Record<string, string> = {},
  { compiled = false, until = 'healthy' }: StartOptions = {}
) {
  const origin = `http://127.0.0.1:${port}`
  const entry = compiled ? [COMPILED_SERVER] : ['--import', '@poppinss/ts-exec', 'bin/server.ts']
  const child = spawn(process.execPath, entry, {
    cwd: app.makePath(),
    env: {
      ...(compiled ? { ENV_PATH: app.makePath() } : {}),
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: origin,
      LOG_LEVEL: 'error',
      // The suite runs queued jobs itself (#tests/helpers/jobs); a test that wants them asks.
      RUN_WORKER: 'false',
      RUN_SCHEDULER: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = once(child, 'exit')
  const running = () => child.exitCode === null && child.signalCode === null
  /* A graceful stop gets a few seconds (a client's kept-alive connection can hold it), then SIGKILL. */
  const end = async (signal: NodeJS.Signals, graceMs = 5_000) => {
    if (running()) child.kill(signal)
    if (signal !== 'SIGKILL') {
      const stopped = await Promise.race([
        exited.then(() => true),
        sleep(graceMs).then(() => false),
      ])
      if (!stopped && running()) child.kill('SIGKILL')
    }
    await exited
  }
  // Ready is when it can serve, as a load balancer sees it: health answers 503 until the database
  // and Redis (when used) are reachable, and a cookie request sent before Redis is would fail.
  const started = await eventually(async () => {
    if (child.exitCode !== null) throw new Error('exited')
    const health = await fetch(`${origin}/api/health`)
    return until === 'answering' || health.ok
  }, 300)
  if (!started) {
    await end('SIGKILL')
    throw new Error(`the second server did not start:\n${output}`)
  }
  return {
    origin,
    child,
    output: () => output,
    stop: (graceMs?: number) => end('SIGTERM', graceMs),
    kill9: () => end('SIGKILL'),
  } satisfies ApiProcess
}

/** `node ace <command>` on the suite's database, with `env` on top of the suite's: a worker or a scheduler. */
export function startAce(command: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['ace.js', command], {
    cwd: app.makePath(),
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  return {
    child,
    /** What it printed, for the assertions and their messages. */
    output: () => output,
    /** Its exit code, or the signal that ended it. */
    exited,
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}

/** Whether redis-server is installed: the specs that start one of their own skip without it. */
export const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

/** A Redis server of our own (no persistence), to take away and bring back. */
export async function startRedis(port: number) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    }
  )
  const up = await eventually(async () => {
    const socket = createConnection(port, '127.0.0.1')
    await once(socket, 'connect')
    socket.destroy()
    return true
  })
  if (!up) throw new Error(`redis-server did not start on ${port}`)
  const exited = once(child, 'exit')
  return {
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}

/**
 * A TCP relay to `target`: `forward` passes bytes both ways; `silent` accepts connections and
 * drops every byte, on new and existing connections alike (a database that hangs); `close()`
 * stops listening and cuts every connection (a closed port).
 */
export class Relay {
  mode: 'forward' | 'silent' = 'forward'
  private server?: Server
  private sockets = new Set<Socket>()

  constructor(
    readonly port: number,
    private target: { host: string; port: number }
  ) {}

  async open() {
    this.server = createServer((client) => this.relay(client))
    this.server.listen(this.port, '127.0.0.1')
    await once(this.server, 'listening')
  }

  async close() {
    for (const socket of this.sockets) socket.destroy()
    this.sockets.clear()
    if (!this.server) return
    const closed = once(this.server, 'close')
    this.server.close()
    this.server = undefined
    await closed
  }

  private relay(client: Socket) {
    const upstream = createConnection(this.target.port, this.target.host)
    for (const socket of [client, upstream]) {
      this.sockets.add(socket)
      socket.on('error', () => {})
      socket.on('close', () => {
        this.sockets.delete(socket)
        client.destroy()
        upstream.destroy()
      })
    }
    client.on('data', (chunk) => this.mode === 'forward' && upstream.write(chunk))
    upstream.on('data', (chunk) => this.mode === 'forward' && client.write(chunk))
  }
}
