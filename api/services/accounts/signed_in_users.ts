import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { LRUCache } from 'lru-cache'
import { usesRedis } from '#services/platform/dependencies'
import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import type { LucidAuthenticatable } from '@adonisjs/auth/types/session'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
 * Every signed-in request needs its user, and a bearer request its token too. Both are
 * answered from this process's memory when read in the last few seconds. Every change this
 * app makes (sign-out, token deleted, password changed, account edited or deleted) forgets
 * them at once, and with REDIS_HOST set (several instances) a message on Redis tells every
 * other instance to forget them too. The limit bounds what is missed: a change made to the
 * database behind the app's back, or news lost while Redis was down.
 */
export const REMEMBERED_FOR_MS = 10_000
export const REMEMBERED_AT_MOST = 50_000
const FORGET_CHANNEL = 'sigma:signed-in:forget'
const RESUBSCRIBE_AFTER_MS = 1_000

export type Row = Record<string, any>
type Id = string | number | BigInt
/** Keys to forget (none: everything), and which instance said so (it has forgotten them already). */
type ForgetNews = { from: string; keys?: string[] }
const thisInstance = randomUUID()

/*
 * Rows are kept as the database gave them (not serialised, so dates stay dates) and copied by
 * whoever uses one. A read already on its way is shared by the requests that ask meanwhile;
 * if its key is forgotten before it arrives, those requests still get it, but it is not kept.
 */
type Read = () => Promise<Row | undefined>
let store: LRUCache<string, Row, Read> | undefined
function remembered() {
  if (!store) {
    const cache = new LRUCache<string, Row, Read>({
      max: REMEMBERED_AT_MOST,
      ttl: REMEMBERED_FOR_MS,
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    })
    store = cache
    if (usesRedis()) hearForgets(cache)
  }
  return store
}

/**
 * Starts hearing what other instances forget, at boot: news sent before the subscription is in
 * place is lost, and an instance could go on remembering a session another has ended.
 */
export function hearOtherInstances() {
  remembered()
}

/*
 * Subscribes for good: while Redis is down the subscription is tried again every second. What
 * was remembered before the subscription held may have missed news, so it is forgotten then.
 */
function hearForgets(cache: NonNullable<typeof store>) {
  redis.connection().subscribe(
    FORGET_CHANNEL,
    (message: string) => {
      const news = readNews(message)
      if (!news || news.from === thisInstance) return
      if (news.keys) news.keys.forEach((key) => cache.delete(key))
      else cache.clear()
    },
    {
      onSubscription: () => cache.clear(),
      onError: () => setTimeout(() => hearForgets(cache), RESUBSCRIBE_AFTER_MS).unref(),
    }
  )
}

/* Anyone may publish on a shared Redis: what is not our news is ignored. */
function readNews(message: string): ForgetNews | null {
  try {
    const news = JSON.parse(message)
    return typeof news?.from === 'string' ? news : null
  } catch {
    return null
  }
}

/* Other instances hear it when Redis is there; when it is not, their copies lapse on their own. */
function tellOtherInstances(keys?: string[]) {
  if (!usesRedis()) return
  const news: ForgetNews = { from: thisInstance, keys }
  redis
    .connection()
    .publish(FORGET_CHANNEL, JSON.stringify(news))
    .catch(() => {})
}

export const tokenKey = (tokenId: Id) => `token:${tokenId}`
const userKey = (userId: Id) => `user:${userId}`
export const sessionKey = (sessionId: string) => `session:${sessionId}`

/**
 * A row as the database has it: from memory when read in the last few seconds (then at once,
 * not as a promise: a signed-in request awaits several of these, and each promise costs a turn
 * of the microtask queue), else as the read on its way.
 */
export function rememberedRow(key: string, read: Read): Row | Promise<Row | undefined> {
  return remembered().get(key) ?? remembered().fetch(key, { context: read })
}

/** `use` applied to a remembered value: at once when it is in memory, else once it is read. */
export const whenRead = <Value, Result>(
  value: Value | Promise<Value>,
  use: (value: Value) => Result
): Result | Promise<Result> => (value instanceof Promise ? value.then(use) : use(value))

/** The row remembered under this key now, if any (nothing is read). */
export const rememberedNow = (key: string) => remembered().get(key)

/**
 * Forgets what is remembered under these keys. Inside a transaction it forgets again once the
 * transaction commits, in case a request re-read the old rows in between.
 */
function forget(keys: string[], trx?: TransactionClientContract | null) {
  const forgetKeys = () => {
    tellOtherInstances(keys)
    for (const key of keys) remembered().delete(key)
  }
  trx?.after('commit', forgetKeys)
  forgetKeys()
}

/** After the account changed (or went). */
export const forgetUser = (userId: Id, trx?: TransactionClientContract | null) =>
  forget([userKey(userId)], trx)

/** After these tokens were deleted or written to. */
export const forgetTokens = (tokenIds: Id[], trx?: TransactionClientContract | null) =>
  forget(tokenIds.map(tokenKey), trx)

/** After these browser sessions were written or ended. */
export const forgetSessions = (sessionIds: string[], trx?: TransactionClientContract | null) =>
  forget(sessionIds.map(sessionKey), trx)

/** Forgets everyone (tests truncate tables, which reuses ids behind the app's back). */
export const forgetEveryone = () => {
  tellOtherInstances()
  remembered().clear()
}

/** The first row of a raw query: SQLite answers with the rows, mysql2 with [rows, fields]. */
export async function firstRow(client: QueryClientContract, sql: string, bindings: unknown[]) {
  const result = await client.rawQuery(sql, bindings as any[])
  const rows = Array.isArray(result[0]) ? result[0] : result
  return rows[0] as Row | undefined
}

/* Building a query costs more than running a primary-key read, so each is written once. */
const userLookups = new WeakMap<LucidModel, string>()

function readUser(model: LucidModel, id: Id) {
  const client = db.connection(model.connection)
  let sql = userLookups.get(model)
  if (!sql) {
    sql = client.from(model.table).where(model.primaryKey, 0).limit(1).toSQL().sql
    userLookups.set(model, sql)
  }
  return firstRow(client, sql, [id, 1])
}

/**
 * The signed-in user with this id, as a model instance of its own: at once when remembered,
 * else once read.
 */
export function findSignedInUser<Model extends LucidModel>(
  model: Model,
  id: Id
): InstanceType<Model> | null | Promise<InstanceType<Model> | null> {
  return whenRead(
    rememberedRow(userKey(id), () => readUser(model, id)),
    (found) => (found ? (copyOfHydrated(model, found) as InstanceType<Model>) : null)
  )
}

/*
 * Lucid hydrates a row column by column through the model's proxy, which costs more than the
 * rest of a signed-in read. A remembered row is hydrated once, and what the model made of it
 * (its attributes, originals and extras) is kept, so that a copy reads them without passing a
 * model's proxy. Each request gets a model of its own holding a copy of those attributes
 * (strings, numbers and immutable DateTimes), persisted and unchanged, as a fresh hydration
 * would be.
 */
type Hydrated = { attributes: Row; original: Row; extras: Row | null }
const hydratedRows = new WeakMap<Row, Hydrated>()

function hydratedOnce(model: LucidModel, row: Row) {
  let hydrated = hydratedRows.get(row)
  if (!hydrated) {
    const user = model.$createFromAdapterResult({ ...row })!
    const extras = Object.keys(user.$extras).length > 0 ? user.$extras : null
    hydrated = { attributes: user.$attributes, original: user.$original, extras }
    hydratedRows.set(row, hydrated)
  }
  return hydrated
}

/*
 * Defined as a class field is, on the instance itself. Assigned, it would pass through the
 * model's attribute setter, which looks the name up among columns and relations and then
 * defines the property anyway: twice the cost, on every signed-in request.
 */
const setField = (model: LucidRow, field: string, value: unknown) =>
  Object.defineProperty(model, field, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  })

function copyOfHydrated(model: LucidModel, row: Row) {
  const { attributes, original, extras } = hydratedOnce(model, row)
  const copy = new model()
  /*
   * A new model's attributes and originals are empty objects of its own: filled, they pass the
   * proxy's cheap read trap once each; replaced, they would pass its costly define trap.
   */
  Object.assign(copy.$attributes, attributes)
  Object.assign(copy.$original, original)
  if (extras) Object.assign(copy.$extras, extras)
  setField(copy, '$isPersisted', true)
  setField(copy, '$isLocal', false)
  return copy
}

/*
 * What a guard holds of the user it looked up by id: that id and the model. The stock providers
 * make it after awaiting their model again; here the model is at hand.
 */
export const guardUser = <User>(user: User, id: Id) => ({
  getId: () => id,
  getOriginal: () => user,
})

/** The session guard's user lookup, through the remembered rows. */
export class SessionUsersProvider<
  UserModel extends LucidAuthenticatable,
> extends SessionLucidUserProvider<UserModel> {
  async findById(identifier: string | number | BigInt) {
    const user = await findSignedInUser(this.model ?? (await this.getModel()), identifier)
    return user ? guardUser(user, identifier) : null
  }
}
