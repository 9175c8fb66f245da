/*
 * Every environment variable the API reads, validated at boot so that a
 * misconfigured deploy fails loudly with the variable's name.
 */
import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string({ format: 'url', tld: false }),
  LOG_LEVEL: Env.schema.enum.optional([
    'fatal',
    'error',
    'warn',
    'info',
    'debug',
    'trace',
    'silent',
  ] as const),

  /* Database: sqlite (embedded default) or mysql (MySQL 8 / MariaDB) */
  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'mysql'] as const),
  SQLITE_FILE: Env.schema.string.optional(),
  MYSQL_HOST: Env.schema.string.optional({ format: 'host' }),
  MYSQL_PORT: Env.schema.number.optional(),
  MYSQL_USER: Env.schema.string.optional(),
  MYSQL_PASSWORD: Env.schema.string.optional(),
  MYSQL_DATABASE: Env.schema.string.optional(),
  /* How long one query may wait for the database before the request answers 503 */
  DB_QUERY_TIMEOUT_MS: Env.schema.number.optional(),

  /* Sessions and cookies */
  SESSION_DRIVER: Env.schema.enum.optional(['cookie', 'memory', 'redis'] as const),

  /* Redis: when REDIS_HOST is set, sessions and rate limits live in Redis */
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),
  /* The Redis database number (0 unless set), so that several deployments can share one server */
  REDIS_DB: Env.schema.number.optional(),

  /* Proxies whose X-Forwarded-For/-Proto are believed (proxy-addr syntax); none when unset */
  TRUST_PROXY: Env.schema.string.optional(),

  /* Browsers allowed to call the API from another origin (comma separated) */
  CORS_ORIGINS: Env.schema.string.optional(),

  /* Mail: "log" writes messages to the log; "smtp" sends them */
  MAIL_MAILER: Env.schema.enum.optional(['log', 'smtp'] as const),
  MAIL_FROM_ADDRESS: Env.schema.string.optional({ format: 'email' }),
  MAIL_FROM_NAME: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional({ format: 'host' }),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),

  /* Rate limits: attempts per window, overriding the defaults in start/limiter.ts */
  LIMIT_LOGIN_ATTEMPTS: Env.schema.number.optional(),
  LIMIT_REGISTER_ATTEMPTS: Env.schema.number.optional(),
  LIMIT_FORGOT_PASSWORD_ATTEMPTS: Env.schema.number.optional(),
  /* Background jobs and scheduled tasks: both run inside the API server unless set to "false" */
  RUN_WORKER: Env.schema.boolean.optional(),
  RUN_SCHEDULER: Env.schema.boolean.optional(),
  /* How often an idle worker looks for jobs, the first retry's delay, and the retries allowed */
  JOB_POLL_MS: Env.schema.number.optional(),
  JOB_RETRY_DELAY_MS: Env.schema.number.optional(),
  JOB_MAX_RETRIES: Env.schema.number.optional(),

  /* Files: local disk under storage/ by default */
  DRIVE_DISK: Env.schema.enum.optional(['fs'] as const),
})
