/*
 * The production builds `npm start` and `npm run bench` serve: the customer app, the back office
 * and the compiled server. Each is rebuilt only when one of its sources changed since its last
 * build, judged by a fingerprint of the sources' paths, sizes and modification times kept in
 * tmp/builds/.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { run } from './node24.mjs'

const SHARED = ['locales', 'package.json', 'package-lock.json']

const BUILDS = [
  {
    name: 'customer app',
    output: 'customer-web/dist/index.html',
    // The app uses the API's own domain rules (statuses, card checks, goods categories).
    sources: ['customer-web', 'api/domain', ...SHARED],
    skip: ['customer-web/dist'],
    build: () => run('npx', ['vite', 'build', '--config', 'customer-web/vite.config.ts']),
  },
  {
    name: 'back office',
    output: 'admin-web/dist/index.html',
    // The back office uses the API's domain rules and its sales tax table (the quote builder).
    sources: ['admin-web', 'api/domain', ...SHARED],
    skip: ['admin-web/dist'],
    build: () => run('npx', ['vite', 'build', '--config', 'admin-web/vite.config.ts']),
  },
  {
    // Last: the server build carries a copy of both apps.
    name: 'server',
    output: 'build/bin/server.js',
    sources: [
      'api',
      'bin',
      'database',
      'adonisrc.ts',
      'tsconfig.json',
      'customer-web/dist',
      'admin-web/dist',
      ...SHARED,
    ],
    skip: [],
    // Codegen first: it writes the validator index the OpenAPI document is made from. It boots
    // the app to scan the routes, which needs settings; the committed test ones do for scanning.
    build: () => {
      run('node', ['ace', 'codegen'], { env: { ...process.env, NODE_ENV: 'test' } })
      run('node', ['ace', 'build'])
    },
  },
]

function fingerprint(sources, skip) {
  const hash = createHash('sha256')
  const visit = (path) => {
    if (!existsSync(path) || skip.includes(path) || path.endsWith('node_modules')) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry))
    } else {
      hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`)
    }
  }
  sources.forEach(visit)
  return hash.digest('hex')
}

const stampFileOf = (name) => join('tmp/builds', `${name.replace(/ /g, '-')}.sha256`)

function upToDate({ name, output, sources, skip }) {
  const stampFile = stampFileOf(name)
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null
  return existsSync(output) && stamp === fingerprint(sources, skip)
}

/** Whether the compiled server is built from the sources as they are now (tests of the build ask). */
export const serverBuildIsCurrent = () => upToDate(BUILDS.find(({ name }) => name === 'server'))

/** Builds what is missing or older than its sources; says which builds it reused. */
export function ensureBuilt() {
  mkdirSync('tmp/builds', { recursive: true })
  for (const { name, output, sources, skip, build } of BUILDS) {
    const stampFile = stampFileOf(name)
    if (upToDate({ name, output, sources, skip })) {
      console.log(`${name}: up to date`)
      continue
    }
    build()
    // Taken after the build: building the apps changes the server's sources.
    writeFileSync(stampFile, fingerprint(sources, skip))
  }
}
