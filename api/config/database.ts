import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'

// Relative to where the server starts (the project's root), not to the build output that every
// rebuild replaces.
const sqliteFile = resolve(env.get('SQLITE_FILE', 'tmp/db.sqlite3'))
// A fresh clone has no tmp/ yet; SQLite creates the file but not its folder.
mkdirSync(dirname(sqliteFile), { recursive: true })

/*
 * knex prepares every statement anew, and preparing costs SQLite more than running a
 * simple query does. The same few hundred statements come back all the time, so each
 * connection keeps the most recently used ones (SQLite re-prepares a kept statement
 * itself after a schema change).
 */
const KEPT_STATEMENTS = 500
function cacheStatements(connection: { prepare: (sql: string) => unknown }) {
  const prepare = connection.prepare.bind(connection)
  const statements = new Map<string, unknown>()
  connection.prepare = (sql: string) => {
    const statement = statements.get(sql) ?? prepare(sql)
    // Re-inserting moves it to the end: the map's first key is the least recently used.
    statements.delete(sql)
    statements.set(sql, statement)
    if (statements.size > KEPT_STATEMENTS) statements.delete(statements.keys().next().value!)
    return statement
  }
}

/*
 * A database that refuses connections fails at once; one that accepts and never answers must
 * fail as fast, so that each request answers 503 within a second rather than hanging (see
 * #services/platform/dependencies): opening a connection gives up after CONNECT_TIMEOUT_MS, and every
 * request waiting for it fails with it. A query on a connection that goes silent gives up after
 * QUERY_TIMEOUT_MS; the pool then replaces the connection. Waiting for a free connection of a
 * busy (but answering) database is not a fault: a burst queues for up to ACQUIRE_TIMEOUT_MS.
 */
const CONNECT_TIMEOUT_MS = 500
/*
 * How long a statement waits for a row lock another transaction holds before it fails (a lock
 * conflict: 503 with Retry-After), on both databases. MariaDB's own 50 s would outlast the query
 * timeout, which then drops a healthy connection and calls the database unreachable.
 */
export const LOCK_WAIT_MS = 5_000
const ACQUIRE_TIMEOUT_MS = 10_000
const QUERY_TIMEOUT_MS = env.get('DB_QUERY_TIMEOUT_MS', 10_000)
/* mysql2 takes it, Lucid's types do not list it. */
const driverTimeouts = { connectTimeout: CONNECT_TIMEOUT_MS }
type MysqlConnection = {
  query: (options: unknown, ...rest: unknown[]) => unknown
  destroy: () => void
}
/*
 * Each query gets QUERY_TIMEOUT_MS unless it asks for its own. A connection whose query timed
 * out is dropped: its protocol is stuck mid-command, and a query queued behind it would wait
 * forever.
 */
function timeQueriesOut(connection: MysqlConnection) {
  const query = connection.query.bind(connection)
  connection.query = (options: unknown, ...rest: unknown[]) => {
    const timed =
      typeof options === 'object' && options !== null && !('timeout' in options)
        ? { ...options, timeout: QUERY_TIMEOUT_MS }
        : options
    const done = rest.at(-1)
    if (typeof done !== 'function') return query(timed, ...rest)
    return query(
      timed,
      ...rest.slice(0, -1),
      (error: { code?: string } | null, ...result: unknown[]) => {
        if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') connection.destroy()
        return done(error, ...result)
      }
    )
  }
}

const migrations = { naturalSort: true, paths: ['database/migrations'] }

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  connections: {
    /* Embedded default: one file, nothing to install. */
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: sqliteFile,
      },
      useNullAsDefault: true,
      pool: {
        afterCreate: (connection: any, done: (error: Error | null, connection: any) => void) => {
          // WAL lets readers proceed while a write transaction is open.
          connection.pragma('journal_mode = WAL')
          connection.pragma('foreign_keys = ON')
          connection.pragma(`busy_timeout = ${LOCK_WAIT_MS}`)
          cacheStatements(connection)
          done(null, connection)
        },
      },
      migrations,
      schemaGeneration: { rulesPaths: ['#database/schema_rules'] },
    },

    /* Production: MySQL 8 / MariaDB. utf8mb4 so Arabic text round-trips. */
    mysql: {
      client: 'mysql2',
      connection: {
        host: env.get('MYSQL_HOST', '127.0.0.1'),
        port: env.get('MYSQL_PORT', 3306),
        user: env.get('MYSQL_USER', 'root'),
        password: env.get('MYSQL_PASSWORD', ''),
        database: env.get('MYSQL_DATABASE', 'sigma'),
        charset: 'utf8mb4',
        timezone: 'Z',
        dateStrings: false,
        ...driverTimeouts,
      },
      pool: {
        /*
         * Not raised to spare an overloaded machine its slow connects (a 503 when one takes over
         * CONNECT_TIMEOUT_MS): min only keeps idle connections from being closed, tarn opens none
         * ahead, so a cold pool or a burst above it still connects under load; and a longer
         * connect or acquire timeout would have each request wait that long on a silent database.
         */
        min: 0,
        max: 20,
        acquireTimeoutMillis: ACQUIRE_TIMEOUT_MS,
        createTimeoutMillis: CONNECT_TIMEOUT_MS + 200,
        afterCreate: (connection: MysqlConnection, done: (error: unknown, c: unknown) => void) => {
          timeQueriesOut(connection)
          connection.query(
            `SET SESSION innodb_lock_wait_timeout = ${Math.ceil(LOCK_WAIT_MS / 1000)}`,
            (error: unknown) => done(error, connection)
          )
        },
      },
      migrations,
      // The committed database/schema.ts is generated from SQLite only.
      schemaGeneration: { enabled: false },
    },
  },
})

export default dbConfig
