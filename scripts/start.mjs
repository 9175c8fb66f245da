/*
 * `npm start`: everything needed to run the product on the embedded SQLite
 * database, from a fresh clone: an .env with a generated app key, the schema,
 * demo data when the database is empty, the production builds (redone only when
 * their sources change), then the compiled server.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { ensureBuilt } from './builds.mjs'
import { ensureNode24, run } from './node24.mjs'

ensureNode24()

if (!existsSync('.env')) {
  const port = process.env.PORT ?? '3333'
  const host = process.env.HOST ?? '127.0.0.1'
  writeFileSync(
    '.env',
    [
      'NODE_ENV=production',
      `PORT=${port}`,
      `HOST=${host}`,
      `APP_URL=http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
      `APP_KEY=${randomBytes(32).toString('base64url')}`,
      'LOG_LEVEL=info',
      '',
    ].join('\n')
  )
  console.log('Created .env with a new APP_KEY')
}

const ace = (...args) => run('node', ['ace', ...args])

ace('migration:run', '--force')
// Each seeder runs only on an empty database, so real data is never touched.
ace('db:seed')

ensureBuilt()

/*
 * The compiled server, started from the project's root: its data (the SQLite file, uploads,
 * logged mail) stays here rather than in build/, which every rebuild replaces, and .env is read
 * from here. The server prints the address it listens on (HOST/PORT from .env or the environment),
 * and runs the background-job worker and the scheduler too unless RUN_WORKER / RUN_SCHEDULER are
 * "false" (then `node ace queue:work` and `node ace scheduler:run` run them apart).
 */
run('node', ['build/bin/server.js'], {
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    ENV_PATH: process.cwd(),
  },
})
