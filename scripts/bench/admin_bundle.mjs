/*
 * The back office: what /admin downloads before it can run (entry script + modulepreloads of
 * admin-web/dist/index.html, gzip) against its 520 KB budget, and every lazy chunk: each page
 * (`<resource>-<list|show|edit|create>`), the chart library (`charts`), languages and shared code.
 * Run alone with `node scripts/bench/admin_bundle.mjs` after building the back office.
 */
import { fileURLToPath } from 'node:url'
import { bundleSizes } from './frontend.mjs'

export const ADMIN_INITIAL_JS_TARGET_KB = 520

const kb = (bytes) => (bytes / 1000).toFixed(1)

function kindOf(name) {
  if (/^[a-z-]+-(list|show|edit|create)-[\w-]+\.js$/.test(name)) return 'page'
  if (name.startsWith('charts-')) return 'charts'
  return 'shared'
}

export function adminBundleSizes(dist = 'admin-web/dist') {
  const sizes = bundleSizes(dist, '/admin/')
  return { ...sizes, lazy: sizes.lazy.map((chunk) => ({ ...chunk, kind: kindOf(chunk.name) })) }
}

export function printAdminBundleSizes(sizes) {
  console.log('\n### Back office bundle, admin-web/dist, gzip by node:zlib (level 6)\n')
  console.log('| initial asset of /admin | kind | raw KB | gzip KB |')
  console.log('|---|---|---:|---:|')
  for (const file of [...sizes.initialJs, ...sizes.initialCss]) {
    console.log(`| ${file.href} | ${file.kind} | ${kb(file.raw)} | ${kb(file.gzip)} |`)
  }
  const status = sizes.initialJsGzip / 1000 <= ADMIN_INITIAL_JS_TARGET_KB ? 'within' : 'OVER'
  console.log(
    `| **initial JS total** | | **${kb(sizes.initialJsRaw)}** | **${kb(sizes.initialJsGzip)}** (target ≤ ${ADMIN_INITIAL_JS_TARGET_KB}, ${status}) |`
  )
  console.log('\n| lazy chunk | kind | raw KB | gzip KB |')
  console.log('|---|---|---:|---:|')
  for (const chunk of sizes.lazy) {
    console.log(`| ${chunk.name} | ${chunk.kind} | ${kb(chunk.raw)} | ${kb(chunk.gzip)} |`)
  }
  const pages = sizes.lazy.filter((chunk) => chunk.kind === 'page')
  const total = (key) => kb(sizes.lazy.reduce((sum, chunk) => sum + chunk[key], 0))
  console.log(
    `| **${sizes.lazy.length} lazy chunks (${pages.length} pages)** | | **${total('raw')}** | **${total('gzip')}** |`
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printAdminBundleSizes(adminBundleSizes())
