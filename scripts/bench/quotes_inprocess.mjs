/*
 * Quotes per second of the quote engine in-process, from the built API, in a tight loop over the
 * shared request mix. Two modes: `shipping` is the rate engine alone (`quote()`,
 * build/api/services/parcels/rating.js); `landed` is what POST /api/quotes answers when the goods are
 * declared (`quoteParcel()`: prices, landed cost and repacking advice). Run as its own process by
 * scripts/bench/quotes.mjs so nothing else shares the CPU or the JIT; prints one JSON line. With
 * `sources` it runs the TypeScript sources as Node strips their types, so no build is needed.
 *
 *   node scripts/bench/quotes_inprocess.mjs [seconds] [shipping|landed] [build|sources]
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

await import('./typescript_sources.mjs')
const { quoteMix } = await import('./quote_mix.mjs')

const seconds = Number(process.argv[2] ?? process.env.BENCH_QUOTE_SECONDS ?? 3)
const mode = process.argv[3] ?? 'shipping'
const from = process.argv[4] ?? 'build'
const built = (service) =>
  import(
    pathToFileURL(
      resolve(
        from === 'sources'
          ? `api/services/parcels/${service}.ts`
          : `build/api/services/parcels/${service}.js`
      )
    ).href
  )

let quoteOne
if (mode === 'landed') {
  const { quoteParcel } = await built('parcel_quote')
  const { declaredGoods } = await built('landed_cost')
  quoteOne = (request) =>
    quoteParcel(request, declaredGoods(request.declaredValueCents, request.category))
} else {
  quoteOne = (await built('rating')).quote
}

const mix = quoteMix(1024, { goods: mode === 'landed' })
const BATCH = 1000
let sink = 0

function batch(offset) {
  for (let i = 0; i < BATCH; i++) {
    const result = quoteOne(mix[(offset + i) & 1023])
    sink += result.quotes.length + result.unavailable.length
  }
}

function runFor(ms) {
  let calls = 0
  const start = performance.now()
  let now = start
  while (now - start < ms) {
    batch(calls)
    calls += BATCH
    now = performance.now()
  }
  return { calls, ms: now - start }
}

runFor(500) // warm-up: let the JIT settle before measuring
const windows = []
for (let second = 0; second < seconds; second++) windows.push(runFor(1000))
const calls = windows.reduce((sum, window) => sum + window.calls, 0)
const ms = windows.reduce((sum, window) => sum + window.ms, 0)
const perSecond = windows.map((window) => (window.calls / window.ms) * 1000).sort((a, b) => a - b)

console.log(
  JSON.stringify({
    quotesPerSecond: (calls / ms) * 1000,
    slowestSecond: perSecond[0],
    fastestSecond: perSecond.at(-1),
    microsecondsPerQuote: (ms * 1000) / calls,
    calls,
    seconds: ms / 1000,
    mode,
    from,
    sink,
  })
)
