/*
 * Quotes: the quote engine in-process (a child process over the built API, or over the TypeScript
 * sources for `--only quote-engine`), shipping only and with the landed cost of declared goods by
 * the duty rules in force today; POST /api/quotes over HTTP comes from the route table.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { CONNECTIONS, ROUTE_SECONDS, errorNote } from './http.mjs'

export const QUOTES_TARGET_PER_SECOND = 1_000_000
const QUOTE_SECONDS = Number(process.env.BENCH_QUOTE_SECONDS ?? 3)

/*
 * The engine before its duty rules had dates (main at ae81ad5, 2 December 2026), measured by this
 * script over the TypeScript sources on the same 2-CPU machine: the median of three runs of 3 s.
 */
const BEFORE_DATED_RULES = { commit: 'ae81ad5', shipping: 4_275_304, landed: 1_165_846 }

function inProcess(mode, from) {
  const script = fileURLToPath(new URL('./quotes_inprocess.mjs', import.meta.url))
  const output = execFileSync('node', [script, String(QUOTE_SECONDS), mode, from], {
    encoding: 'utf8',
  })
  return JSON.parse(output.trim().split('\n').at(-1))
}

/**
 * Run before the servers start, so the loops have the machine to themselves, one after the other.
 * `from` is `build` (the compiled server) or `sources` (the TypeScript, types stripped).
 */
export function quotesInProcess(from = 'build') {
  return { shipping: inProcess('shipping', from), landed: inProcess('landed', from), from }
}

export function printQuotes({ inProcess, http }) {
  const fmt = (n) => Math.round(n).toLocaleString('en-US')
  console.log('\n### Quotes\n')
  console.log('| measure | shipping only | with landed cost | target |')
  console.log('|---|---:|---:|---:|')
  if (inProcess) {
    const { shipping, landed, from } = inProcess
    console.log(
      `| quote engine in-process, quotes/s (${from === 'sources' ? 'TypeScript sources' : 'built server'}, ${shipping.seconds.toFixed(1)} s each, 1,024-request mix; \`quote()\` / \`quoteParcel()\` with declared goods, dated duty rules and repacking advice) | ${fmt(shipping.quotesPerSecond)} | ${fmt(landed.quotesPerSecond)} | ≥ ${fmt(QUOTES_TARGET_PER_SECOND)} |`
    )
    console.log(
      `| … before the duty rules had dates (${BEFORE_DATED_RULES.commit}, sources, recorded) | ${fmt(BEFORE_DATED_RULES.shipping)} | ${fmt(BEFORE_DATED_RULES.landed)} | |`
    )
    console.log(
      `| … slowest / fastest 1 s window, quotes/s | ${fmt(shipping.slowestSecond)} / ${fmt(shipping.fastestSecond)} | ${fmt(landed.slowestSecond)} / ${fmt(landed.fastestSecond)} | |`
    )
    console.log(
      `| … µs per quote | ${shipping.microsecondsPerQuote.toFixed(2)} | ${landed.microsecondsPerQuote.toFixed(2)} | |`
    )
  }
  if (!http) {
    // `--only quote-engine` starts no server: no HTTP row to speak of.
    if (inProcess?.from !== 'sources') {
      console.log('| POST /api/quotes over HTTP | not measured (see below) | | |')
    }
    return
  }
  console.log(
    `| POST /api/quotes over HTTP (${CONNECTIONS} connections, ${ROUTE_SECONDS} s, 64-body mix, median of the route table's rounds)${errorNote(http)}, requests/s | ${fmt(http.rps)} | | |`
  )
  console.log(`| POST /api/quotes p50 / p99 latency, ms | ${http.p50} / ${http.p99} | | |`)
}
