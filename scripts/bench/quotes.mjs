/*
 * Quotes: the quote engine in-process (a child process over the built API), shipping only and
 * with the landed cost of declared goods; POST /api/quotes over HTTP comes from the route table.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { CONNECTIONS, ROUTE_SECONDS, errorNote } from './http.mjs'

export const QUOTES_TARGET_PER_SECOND = 20_000
const QUOTE_SECONDS = Number(process.env.BENCH_QUOTE_SECONDS ?? 3)

function inProcess(mode) {
  const script = fileURLToPath(new URL('./quotes_inprocess.mjs', import.meta.url))
  const output = execFileSync('node', [script, String(QUOTE_SECONDS), mode], { encoding: 'utf8' })
  return JSON.parse(output.trim().split('\n').at(-1))
}

/** Run before the servers start, so the loops have the machine to themselves, one after the other. */
export function quotesInProcess() {
  return { shipping: inProcess('shipping'), landed: inProcess('landed') }
}

export function printQuotes({ inProcess, http }) {
  const fmt = (n) => Math.round(n).toLocaleString('en-US')
  console.log('\n### Quotes\n')
  console.log('| measure | shipping only | with landed cost | target |')
  console.log('|---|---:|---:|---:|')
  if (inProcess) {
    const { shipping, landed } = inProcess
    console.log(
      `| quote engine in-process, quotes/s (${shipping.seconds.toFixed(1)} s each, 1,024-request mix; \`quote()\` / \`quoteParcel()\` with declared goods and repacking advice) | ${fmt(shipping.quotesPerSecond)} | ${fmt(landed.quotesPerSecond)} | ≥ ${fmt(QUOTES_TARGET_PER_SECOND)} |`
    )
    console.log(
      `| … slowest / fastest 1 s window, quotes/s | ${fmt(shipping.slowestSecond)} / ${fmt(shipping.fastestSecond)} | ${fmt(landed.slowestSecond)} / ${fmt(landed.fastestSecond)} | |`
    )
    console.log(
      `| … µs per quote | ${shipping.microsecondsPerQuote.toFixed(2)} | ${landed.microsecondsPerQuote.toFixed(2)} | |`
    )
  }
  if (!http) {
    console.log('| POST /api/quotes over HTTP | not measured (see below) | | |')
    return
  }
  console.log(
    `| POST /api/quotes over HTTP (${CONNECTIONS} connections, ${ROUTE_SECONDS} s, 64-body mix, median of the route table's rounds)${errorNote(http)}, requests/s | ${fmt(http.rps)} | | |`
  )
  console.log(`| POST /api/quotes p50 / p99 latency, ms | ${http.p50} / ${http.p99} | | |`)
}
