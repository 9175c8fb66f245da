/*
 * Virtual customers and staff against a running cluster (topology.mjs) while parts of it are
 * lost on a schedule, then the invariants checked in the database, the mail folder and Redis.
 * `npm run bench -- cluster` runs it for 3 minutes with about 200 users and every fault; the CI
 * test (tests/functional/faults/cluster.spec.ts) for a few seconds with an instance and a worker
 * killed.
 *
 * Each customer signs up (cookies), then until the end browses, tops up its wallet, and ships:
 * a staff member receives a package for it, it declares the contents and asks for shipping, staff
 * pack it, it pays its invoice (made with the request) from the wallet. One customer in four keeps an event stream open
 * and opens it again whenever it ends. Writes that carry an Idempotency-Key (top-ups, ship requests, payments)
 * are sent again with it after a 503 or a lost answer, as the apps do; the others only after a
 * 503, which says nothing was done.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import mysql from 'mysql2/promise'
import { BrowserAgent } from '../../tests/helpers/http.ts'
import { ECONOMY, destination, sneakers } from '../../tests/functional/parcels/helpers.ts'

const PASSWORD = 'Chaos#2026run'
const STAFF = { email: 'staff@sigma.test', password: 'Staff#2026pass' }
const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' }
const PACKED = { weightLb: 2.6, lengthIn: 14, widthIn: 10, heightIn: 5 }
const REQUEST_TIMEOUT_MS = 15_000
/*
 * How long the workers get, after the load, for what it queued: a job that never reached the
 * queue (Redis away) is queued again by the lost-deliveries sweep, a minute old, every minute.
 * A card charge whose recording was lost is settled by the reconciliation once it is 2 minutes
 * old, every minute: up to 200 s more when one is left.
 */
const DRAIN_SECONDS = 150
const SETTLE_SECONDS = 200
/* The scheduled tasks' periods in seconds (api/start/scheduler.ts): hourly, unless named here. */
const TASK_PERIODS = { 'lost-deliveries': 60, 'card-charges': 60 }
const TASK_COUNT = 6
/*
 * After a part is back, p99 counts as normal again from the first second whose next 5 s of
 * requests have a p99 within 20% of the steady load's (two windows of the same load on a shared
 * machine differ by about that much). The target: within 10 s of each recovery.
 */
const NORMAL_WINDOW_MS = 5_000
const NORMAL_P99_MARGIN = 1.2
const NORMAL_WITHIN_S = 10

/** The faults, in order; `at` is the share of the run after which each comes. */
export const FAULTS = {
  instance: { label: 'kill -9 one API instance (restarted)', at: 0.15 },
  worker: { label: 'kill -9 a queue worker mid-job (restarted)', at: 0.3 },
  redis: { label: 'Redis down 10 s', at: 0.45 },
  database: { label: 'database refuses connections 5 s', at: 0.65 },
}

const percentile = (sorted, share) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] : 0

class Run {
  samples = []
  acknowledged = { topUps: [], packages: [], shipments: [], payments: [] }
  streams = { opened: 0, dropped: 0, reopened: 0, open: new Set() }
  started = Date.now()

  constructor(url, ends) {
    this.url = url
    this.ends = ends
  }

  get over() {
    return Date.now() >= this.ends
  }

  /** One request, timed; a lost answer (no response, or none within 15 s) has status 0. */
  async send(agent, method, path, body, headers = {}) {
    const at = Date.now() - this.started
    const began = performance.now()
    const lost = (why) => ({ status: 0, headers: new Headers(), body: null, why })
    let answer
    try {
      answer = await Promise.race([
        agent.request(method, path, body, headers),
        sleep(REQUEST_TIMEOUT_MS).then(() => lost(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)),
      ])
    } catch (error) {
      answer = lost(String(error.cause?.code ?? error.cause?.message ?? error.message))
    }
    const ms = performance.now() - began
    const sample = { at, ms, end: at + ms, status: answer.status }
    if (answer.why) sample.lost = `${method} ${path}: ${answer.why}`
    this.samples.push(sample)
    return answer
  }

  /*
   * A write, sent again while the answer is a 503 (nothing was done; after its Retry-After) or,
   * with an idempotency key, lost; at most 8 tries, within the run and shortly after.
   */
  async write(agent, method, path, body, key) {
    const headers = key ? { 'idempotency-key': key } : {}
    for (let attempt = 0; ; attempt++) {
      const answer = await this.send(agent, method, path, body, headers)
      const again = answer.status === 503 || (key && (answer.status === 0 || answer.status >= 500))
      if (!again || attempt === 7 || Date.now() > this.ends + 20_000) return answer
      const wait = Number(answer.headers.get('retry-after') ?? 1)
      await sleep(Math.min(wait, 2) * 1000 * (0.5 + Math.random()))
    }
  }
}

async function signUp(run, index) {
  const agent = new BrowserAgent({}, run.url)
  const email = `chaos-${run.started}-${index}@example.com`
  const registered = await run.write(agent, 'POST', '/api/auth/register', {
    firstName: 'Chaos',
    lastName: `Customer ${index}`,
    email,
    phone: '+14155552671',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    acceptTerms: true,
  })
  if (registered.status !== 201) throw new Error(`sign-up: ${registered.status}`)
  const customer = { agent, email, id: registered.body.id, suite: registered.body.customerId }
  // Enough in the wallet for the shipments it will pay.
  await topUp(run, customer, 100_000)
  return customer
}

async function signIn(run, agent, credentials) {
  agent.cookies.clear()
  return run.write(agent, 'POST', '/api/auth/login', credentials)
}

let keys = 0
async function topUp(run, customer, amountCents = 500 + Math.floor(Math.random() * 5000)) {
  const key = `chaos-${run.started}-${++keys}`
  const answer = await run.write(
    customer.agent,
    'POST',
    '/api/wallet/top-ups',
    { amountCents, card: CARD },
    key
  )
  if (answer.status === 201)
    run.acknowledged.topUps.push({ userId: customer.id, key, id: answer.body.transaction.id })
  return answer
}

const BROWSING = [
  '/api/dashboard',
  '/api/packages',
  '/api/wallet/transactions',
  '/api/notifications',
]

/* The shipping round trip; it stops at the first step that is not done. */
async function ship(run, customer, staff) {
  const received = await run.write(staff, 'POST', '/api/admin/packages', {
    suite: customer.suite,
    carrier: 'UPS',
    inboundTracking: `1ZCHAOS${run.started % 1e6}${++keys}`,
    sender: 'Amazon',
    description: 'Running shoes',
    ...PACKED,
  })
  if (received.status === 401) await signIn(run, staff, STAFF)
  if (received.status !== 201) return
  const pkg = received.body.number
  run.acknowledged.packages.push(pkg)
  const declared = await run.write(customer.agent, 'PUT', `/api/packages/${pkg}/declaration`, {
    lines: sneakers,
  })
  if (declared.status !== 200) return declared
  const requested = await run.write(
    customer.agent,
    'POST',
    '/api/shipments',
    { packageNumbers: [pkg], service: ECONOMY, address: destination },
    `chaos-${run.started}-${++keys}`
  )
  if (requested.status !== 201) return requested
  const shipment = requested.body.number
  run.acknowledged.shipments.push(shipment)
  // A priced request comes with its invoice, at the price locked then; staff pack it meanwhile.
  const invoice = requested.body.invoice.number
  const packed = await run.write(staff, 'POST', `/api/admin/shipments/${shipment}/pack`, PACKED)
  if (packed.status === 401) await signIn(run, staff, STAFF)
  const key = `chaos-${run.started}-${++keys}`
  // One in three by card: charged under an intent, reconciled if its recording is lost.
  const method = Math.random() < 1 / 3 ? { method: 'card', card: CARD } : { method: 'wallet' }
  const paid = await run.write(customer.agent, 'POST', `/api/invoices/${invoice}/pay`, method, key)
  if (paid.status === 200) run.acknowledged.payments.push(invoice)
  return paid
}

async function customerLoop(run, customer, staff, thinkMs) {
  while (!run.over) {
    const roll = Math.random()
    const answer =
      roll < 0.6
        ? await run.send(
            customer.agent,
            'GET',
            BROWSING[Math.floor(Math.random() * BROWSING.length)]
          )
        : roll < 0.8
          ? await topUp(run, customer)
          : await ship(run, customer, staff)
    // A signed-out answer (a session lost with a Redis that kept nothing) signs in again.
    if (answer?.status === 401)
      await signIn(run, customer.agent, { email: customer.email, password: PASSWORD })
    await sleep(thinkMs * (0.5 + Math.random()))
  }
}

/* A browser tab's event stream: opened again a second after it ends, until the run is over. */
async function streamLoop(run, customer) {
  const name = customer.email
  let everOpened = false
  while (!run.over) {
    const abort = new AbortController()
    const stop = setTimeout(() => abort.abort(), Math.max(0, run.ends - Date.now()))
    try {
      const uid = crypto.randomUUID()
      const response = await customer.agent.stream(`/__transmit/events?uid=${uid}`, abort.signal)
      if (response.ok && response.body) {
        run.streams.opened++
        if (everOpened) run.streams.reopened++
        everOpened = true
        run.streams.open.add(name)
        for await (const chunk of response.body) void chunk
        run.streams.open.delete(name)
        if (!run.over) run.streams.dropped++
      }
    } catch {
      run.streams.open.delete(name)
      if (!run.over && everOpened && !abort.signal.aborted) run.streams.dropped++
    } finally {
      clearTimeout(stop)
    }
    if (!run.over) await sleep(1_000)
  }
}

async function waitHealthy(url, seconds = 60) {
  for (let tenth = 0; tenth < seconds * 10; tenth++) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(1_000) })
      .then((answer) => answer.status === 200)
      .catch(() => false)
    if (ok) return
    await sleep(100)
  }
  throw new Error(`${url} not healthy within ${seconds} s`)
}

/* A server's status on HAProxy's status page (its CSV): UP, DOWN, "UP 1/3"... */
async function balancerStatus(cluster, server) {
  const csv = await fetch(`http://127.0.0.1:${cluster.options.statsPort}/;csv`).then((answer) =>
    answer.text()
  )
  const header = csv.split('\n')[0].replace(/^# /, '').split(',')
  const row = csv
    .split('\n')
    .map((line) => line.split(','))
    .find((fields) => fields[0] === 'api' && fields[1] === server)
  return row?.[header.indexOf('status')] ?? 'missing'
}

/* Resolves with the milliseconds `since` until HAProxy's status of `server` passes `test`. */
async function balancerSays(cluster, server, test, since) {
  while (!test(await balancerStatus(cluster, server))) await sleep(50)
  return Date.now() - since
}

/**
 * What each fault does; resolves once the part is back, calling `back` then unless it did sooner.
 * The instance's records how long HAProxy took to stop sending to it and, once it answers health
 * again, to send to it again.
 */
function faultActions(cluster) {
  const instancePort = cluster.options.apiPorts[0]
  return {
    instance: async (phase, back) => {
      const killed = Date.now()
      await cluster.instances[0].kill9()
      phase.balancerOutMs = await balancerSays(cluster, 'api1', (s) => s.startsWith('DOWN'), killed)
      await waitHealthy(`http://127.0.0.1:${instancePort}/api/health`)
      back()
      phase.balancerInMs = await balancerSays(cluster, 'api1', (s) => s === 'UP', Date.now())
    },
    worker: async () => {
      await cluster.workers[0].kill9()
      // Back when its replacement runs: the supervisor starts it a second later.
      while (cluster.workers[0].child.exitCode !== null || cluster.workers[0].child.signalCode)
        await sleep(100)
    },
    redis: async () => {
      await cluster.proxies.redis.cut()
      await sleep(10_000)
      await cluster.proxies.redis.restore()
    },
    database: async () => {
      await cluster.proxies.database.cut()
      await sleep(5_000)
      await cluster.proxies.database.restore()
    },
  }
}

/**
 * Drives `cluster` for `seconds` with `users` customers (one staff session per 25) and the
 * faults named in `faults` (keys of FAULTS), then checks the invariants. Each customer waits
 * `thinkMs` on average between two actions, as a person reading the page does; the customers
 * start spread over the first seconds, and the steady phase is measured after that warm-up.
 */
export async function runChaos(
  cluster,
  { seconds, users, faults = Object.keys(FAULTS), thinkMs = 4000 }
) {
  const signUps = new Run(cluster.url, Date.now() + 600_000)
  const customers = []
  for (let index = 0; index < users; index += 10) {
    const batch = Array.from({ length: Math.min(10, users - index) }, (_, offset) =>
      signUp(signUps, index + offset)
    )
    customers.push(...(await Promise.all(batch)))
  }
  const staff = []
  for (let index = 0; index < Math.ceil(users / 25); index++) {
    const agent = new BrowserAgent({}, cluster.url)
    const answer = await signIn(signUps, agent, STAFF)
    if (answer.status !== 200) throw new Error(`staff sign-in: ${answer.status}`)
    staff.push({ agent })
  }

  const run = new Run(cluster.url, Date.now() + seconds * 1000)
  run.acknowledged.topUps.push(...signUps.acknowledged.topUps)
  const actions = faultActions(cluster)
  const warmUpMs = Math.min(10_000, seconds * 50)
  const phases = [{ name: 'steady load', start: warmUpMs }]
  const schedule = (async () => {
    for (const fault of faults) {
      const start = FAULTS[fault].at * seconds * 1000
      await sleep(Math.max(0, start - (Date.now() - run.started)))
      const phase = { name: FAULTS[fault].label, start: Date.now() - run.started }
      phases.push(phase)
      const back = () => (phase.back ??= Date.now() - run.started)
      await actions[fault](phase, back)
      back()
    }
  })()
  await Promise.all([
    schedule,
    ...customers.map(async (customer, index) => {
      await sleep(((index / customers.length) * warmUpMs) / 2)
      await customerLoop(run, customer, staff[index % staff.length].agent, thinkMs)
    }),
    ...customers.filter((_, index) => index % 4 === 0).map((customer) => streamLoop(run, customer)),
  ])
  const ended = Date.now() - run.started
  phases.forEach((phase, index) => (phase.end = phases[index + 1]?.start ?? ended))

  const invariants = await checkInvariants(cluster, run, customers)
  const steady = figures(run, phases[0])
  const after = phases.slice(1).map((phase) => figures(run, phase, steady))
  return {
    seconds,
    users,
    thinkMs,
    phases: [steady, ...after],
    invariants,
    // Null when a phase ends too soon after its part is back to tell (the CI's short run).
    p99BackToNormal: after.some(({ p99NormalAfter }) => p99NormalAfter === null)
      ? null
      : after.every(({ p99NormalAfter }) => p99NormalAfter <= NORMAL_WITHIN_S),
  }
}

/** One phase's figures; `steady` (the steady load's) for the comparison after a recovery. */
function figures(run, phase, steady) {
  const inPhase = run.samples.filter(({ at }) => at >= phase.start && at < phase.end)
  const latency = inPhase.map(({ ms }) => ms).sort((a, b) => a - b)
  // A failure counts where its answer came: one asked just before the next fault is that fault's.
  const failed = run.samples.filter(
    ({ end, status }) => end >= phase.start && end < phase.end && (status >= 500 || status === 0)
  )
  const notRetryable = failed.filter(({ status }) => status > 0 && status !== 503)
  const failedAt = failed.map(({ end }) => end)
  const firstFailure = Math.min(...failedAt)
  const lastFailure = Math.max(...failedAt)
  return {
    name: phase.name,
    requests: inPhase.length,
    perSecond: inPhase.length / ((phase.end - phase.start) / 1000),
    p50: percentile(latency, 0.5),
    p99: percentile(latency, 0.99),
    failures: failed.filter(({ status }) => status > 0).length,
    notRetryable: notRetryable.length,
    statuses: [...new Set(failed.map(({ status }) => status).filter(Boolean))].sort().join(', '),
    lost: failed.filter((sample) => sample.lost).map((sample) => sample.lost),
    errorSeconds: failed.length ? (lastFailure - firstFailure) / 1000 : 0,
    // From the part being back to the last failure in the phase.
    recoverySeconds:
      phase.back === undefined
        ? null
        : failed.length
          ? Math.max(0, (lastFailure - phase.back) / 1000)
          : 0,
    p99NormalAfter: steady && phase.back !== undefined ? normalAgain(run, phase, steady) : null,
    downSeconds: phase.back === undefined ? null : (phase.back - phase.start) / 1000,
    balancerOutMs: phase.balancerOutMs,
    balancerInMs: phase.balancerInMs,
  }
}

/* Seconds from the part's return until p99 is normal again (see NORMAL_WINDOW_MS); null: never. */
function normalAgain(run, phase, steady) {
  for (let second = 0; phase.back + second * 1000 + NORMAL_WINDOW_MS <= phase.end; second++) {
    const from = phase.back + second * 1000
    const window = run.samples
      .filter(({ at }) => at >= from && at < from + NORMAL_WINDOW_MS)
      .map(({ ms }) => ms)
      .sort((a, b) => a - b)
    if (percentile(window, 0.99) <= steady.p99 * NORMAL_P99_MARGIN) return second
  }
  return null
}

/*
 * The emails the log mailer wrote, by recipient: how many different messages (by Message-ID, as a
 * mail system tells them apart) and how many files (a message sent again after a worker died
 * mid-send is a second file with the same Message-ID).
 */
function mailsByRecipient(folder) {
  const counts = new Map()
  let files = []
  try {
    files = readdirSync(folder)
  } catch {
    return counts
  }
  for (const file of files) {
    const message = JSON.parse(readFileSync(join(folder, file), 'utf8'))
    for (const to of [message.to].flat()) {
      const address = typeof to === 'string' ? to : to.address
      const mails = counts.get(address) ?? { ids: new Set(), files: 0 }
      mails.ids.add(message.messageId ?? file)
      mails.files++
      counts.set(address, mails)
    }
  }
  return new Map(
    [...counts].map(([address, { ids, files }]) => [address, { messages: ids.size, files }])
  )
}

async function checkInvariants(cluster, run, customers) {
  const { env } = cluster
  const db = await mysql.createConnection({
    host: '127.0.0.1',
    port: Number(process.env.MYSQL_PORT ?? 3306),
    user: env.MYSQL_USER,
    database: env.MYSQL_DATABASE,
  })
  const query = async (sql, values) => (await db.query(sql, values))[0]
  const ids = customers.map(({ id }) => id)
  const emails = customers.map(({ email }) => email)
  const { acknowledged } = run

  // Jobs left: what the run queued, once the workers had their time.
  let unsent = []
  for (let second = 0; second < DRAIN_SECONDS; second++) {
    unsent = await query(
      `select d.id, d.channel from notification_deliveries d join notifications n on n.id = d.notification_id
        where n.user_id in (?) and d.sent_at is null`,
      [ids]
    )
    if (!unsent.length) break
    await sleep(1_000)
  }

  const present = async (table, column, values) => {
    if (!values.length) return []
    const rows = await query(`select ${column} as v from ${table} where ${column} in (?)`, [values])
    const found = new Set(rows.map(({ v }) => String(v)))
    return values.filter((value) => !found.has(String(value)))
  }
  const missing = {
    topUps: await present(
      'wallet_transactions',
      'id',
      acknowledged.topUps.map(({ id }) => id)
    ),
    packages: await present('packages', 'number', acknowledged.packages),
    shipments: await present('shipments', 'number', acknowledged.shipments),
    payments: acknowledged.payments.length
      ? (
          await query(`select number from invoices where number in (?) and status <> 'paid'`, [
            acknowledged.payments,
          ])
        ).map(({ number }) => number)
      : [],
  }
  const lost = Object.values(missing).reduce((sum, list) => sum + list.length, 0)

  const unbalanced = await query(
    `select w.user_id, w.balance_cents, coalesce(sum(t.amount_cents), 0) as ledger
       from wallets w left join wallet_transactions t on t.wallet_id = w.id
      where w.user_id in (?) group by w.id, w.user_id, w.balance_cents
     having w.balance_cents <> coalesce(sum(t.amount_cents), 0)`,
    [ids]
  )
  const paidTwice = await query(
    `select invoice_id, count(*) as payments from payments
      where user_id in (?) and invoice_id is not null group by invoice_id having count(*) > 1`,
    [ids]
  )
  const debitedTwice = await query(
    `select t.invoice_id, count(*) as debits from wallet_transactions t join wallets w on w.id = t.wallet_id
      where w.user_id in (?) and t.invoice_id is not null and t.amount_cents < 0
      group by t.invoice_id having count(*) > 1`,
    [ids]
  )
  // Every email delivery marked sent reached its recipient as one message, per recipient.
  const sentEmails = await query(
    `select d.recipient, count(*) as sent from notification_deliveries d join notifications n on n.id = d.notification_id
      where n.user_id in (?) and d.channel = 'email' and d.sent_at is not null group by d.recipient`,
    [ids]
  )
  const mails = mailsByRecipient(join(cluster.options.dir, 'tmp/mail'))
  const twice = sentEmails.filter(
    ({ recipient, sent }) => (mails.get(recipient)?.messages ?? 0) > Number(sent)
  )
  const sentTotal = sentEmails.reduce((sum, { sent }) => sum + Number(sent), 0)
  const mailTotal = emails.reduce((sum, email) => sum + (mails.get(email)?.messages ?? 0), 0)
  const resent = emails.reduce(
    (sum, email) => sum + (mails.get(email)?.files ?? 0) - (mails.get(email)?.messages ?? 0),
    0
  )
  const [{ failedJobs }] = await query('select count(*) as failedJobs from failed_jobs')

  // Card charges (top-ups and invoices): each intent recorded, refunded or found never charged.
  const intents = async () =>
    query(
      `select status, count(*) as count from card_charges where user_id in (?) group by status`,
      [ids]
    ).then((rows) => Object.fromEntries(rows.map(({ status, count }) => [status, Number(count)])))
  let charges = await intents()
  for (let second = 0; charges.pending && second < SETTLE_SECONDS; second++) {
    await sleep(1_000)
    charges = await intents()
  }
  await db.end()

  const tasks = scheduledRuns(cluster)
  const streamsTotal = customers.filter((_, index) => index % 4 === 0).length
  const check = (name, holds, detail) => ({ name, holds, detail })
  return [
    check(
      'every acknowledged write present',
      lost === 0,
      `${acknowledged.topUps.length} top-ups, ${acknowledged.packages.length} packages received, ` +
        `${acknowledged.shipments.length} shipments, ${acknowledged.payments.length} invoices paid; ` +
        `missing: ${lost ? JSON.stringify(missing) : 'none'}`
    ),
    check(
      'every wallet balance equals its ledger',
      unbalanced.length === 0,
      `${ids.length} wallets; ${unbalanced.length} differ`
    ),
    check(
      'no invoice paid twice',
      paidTwice.length === 0 && debitedTwice.length === 0,
      `${paidTwice.length} invoices with two payments, ${debitedTwice.length} debited twice`
    ),
    check(
      'every card charge recorded once or refunded',
      !charges.pending && !charges.refunding,
      Object.entries(charges)
        .map(([status, count]) => `${count} ${status}`)
        .join(', ')
    ),
    check(
      'no email or notification delivered twice',
      twice.length === 0,
      `${sentTotal} email deliveries sent, ${mailTotal} emails written` +
        `, ${resent} sent again under their Message-ID after a worker died mid-send` +
        (twice.length ? `; written more often than sent: ${JSON.stringify(twice.slice(0, 3))}` : '')
    ),
    check(
      'no email or notification lost',
      unsent.length === 0 && mailTotal === sentTotal,
      `${unsent.length} deliveries never sent, ${sentTotal - mailTotal} marked sent but not written`
    ),
    check(
      'no job stuck',
      unsent.length === 0 && Number(failedJobs) === 0,
      `${unsent.length} deliveries waiting ${DRAIN_SECONDS} s after the load, ${failedJobs} failed jobs`
    ),
    check(
      'every scheduled task run once per period',
      tasks.length === TASK_COUNT && tasks.every(({ closest, period }) => closest >= period * 0.8),
      tasks.map(({ task, runs }) => `${task} ×${runs}`).join(', ')
    ),
    check(
      'every event stream reconnected',
      run.streams.dropped === run.streams.reopened && run.streams.opened >= streamsTotal,
      `${streamsTotal} streams, ${run.streams.dropped} dropped, ${run.streams.reopened} reopened`
    ),
  ]
}

/*
 * "scheduled task done" lines in the schedulers' logs, per task: how many, and the shortest time
 * between two runs, which must not be much under the task's period.
 */
function scheduledRuns(cluster) {
  const times = new Map()
  for (const scheduler of cluster.schedulers) {
    for (const line of readFileSync(join(cluster.logs, `${scheduler.name}.log`), 'utf8').split(
      '\n'
    )) {
      if (!line.includes('"scheduled task done"')) continue
      const { task, time } = JSON.parse(line)
      times.set(task, [...(times.get(task) ?? []), time])
    }
  }
  return [...times].map(([task, at]) => {
    const sorted = at.sort((a, b) => a - b)
    const gaps = sorted.slice(1).map((time, index) => (time - sorted[index]) / 1000)
    return { task, runs: at.length, closest: Math.min(...gaps), period: TASK_PERIODS[task] ?? 3600 }
  })
}

export function printChaos({ seconds, users, thinkMs, phases, invariants, p99BackToNormal }) {
  console.log(
    `\n### Cluster under faults: ${users} virtual customers (${thinkMs / 1000} s between actions) ` +
      `for ${seconds} s through HAProxy (3 API instances, 2 workers, 1 scheduler; MariaDB, Redis)\n`
  )
  console.log(
    '| phase | requests | per s | p50 ms | p99 ms | 5xx | of them not 503 | answers lost | errors lasted s | part down s | last error after back s | p99 normal again after back s |'
  )
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  const fixed = (value) => (value === null ? '—' : value.toFixed(1))
  for (const [index, phase] of phases.entries()) {
    console.log(
      `| ${phase.name} | ${phase.requests} | ${Math.round(phase.perSecond)} | ${Math.round(phase.p50)} | ${Math.round(phase.p99)} | ` +
        `${phase.failures}${phase.statuses ? ` (${phase.statuses})` : ''} | ${phase.notRetryable} | ${phase.lost.length} | ` +
        `${phase.errorSeconds.toFixed(1)} | ${fixed(phase.downSeconds)} | ${fixed(phase.recoverySeconds)} | ` +
        `${index === 0 ? '—' : (phase.p99NormalAfter ?? 'not in the phase')} |`
    )
  }
  for (const { name, lost } of phases.filter((phase) => phase.lost.length))
    console.log(`\n${name}, answers lost: ${lost.slice(0, 5).join('; ')}`)
  for (const { name, balancerOutMs, balancerInMs } of phases.filter((p) => p.balancerOutMs))
    console.log(
      `\n${name}: out of HAProxy's rotation ${balancerOutMs} ms after the kill, back in ` +
        `${balancerInMs} ms after it answered health`
    )
  console.log(
    `\np99 back to normal (at most ${NORMAL_P99_MARGIN}× the steady load's, over the next ` +
      `${NORMAL_WINDOW_MS / 1000} s) within ${NORMAL_WITHIN_S} s of each recovery: ` +
      (p99BackToNormal === null
        ? 'not measured (a phase too short)'
        : p99BackToNormal
          ? 'yes'
          : '**NO**')
  )
  console.log('\n| invariant | holds | detail |\n|---|---|---|')
  for (const { name, holds, detail } of invariants)
    console.log(`| ${name} | ${holds ? 'yes' : '**NO**'} | ${detail} |`)
}
