/*
 * Quotes per second of the rate engine alone: `quote()` from the built API
 * (build/api/services/rating.js) in a tight loop over the shared request mix. Run as its own
 * process by scripts/bench/quotes.mjs so nothing else shares the CPU or the JIT; prints one JSON line.
 *
 *   node scripts/bench/quotes_inprocess.mjs [seconds]
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { quoteMix } from './quote_mix.mjs'

const seconds = Number(process.argv[2] ?? process.env.BENCH_QUOTE_SECONDS ?? 3)
const { quote } = await import(pathToFileURL(resolve('build/api/services/rating.js')).href)

const mix = quoteMix(1024)
const BATCH = 1000
let sink = 0

function batch(offset) {
  for (let i = 0; i < BATCH; i++) {
    const result = quote(mix[(offset + i) & 1023])
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
    sink,
  })
)
