/*
 * Quotes (issue 3): the rate engine in-process (a child process over the built
 * build/api/services/rating.js) and POST /api/quotes over HTTP, both over the same request mix.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { api, CONNECTIONS, DURATION, errorNote, load } from './http.mjs'
import { quoteMix } from './quote_mix.mjs'

export const QUOTES_TARGET_PER_SECOND = 20_000
const QUOTE_SECONDS = Number(process.env.BENCH_QUOTE_SECONDS ?? 3)

/** Run before the servers start, so the loop has the machine to itself. */
export function quotesInProcess() {
  const script = fileURLToPath(new URL('./quotes_inprocess.mjs', import.meta.url))
  const output = execFileSync('node', [script, String(QUOTE_SECONDS)], { encoding: 'utf8' })
  return JSON.parse(output.trim().split('\n').at(-1))
}

/** autocannon cycles each connection through these bodies in turn. */
export async function quotesOverHttp() {
  const mix = quoteMix(64)
  const response = await fetch(`${api}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json' },
    body: JSON.stringify(mix[0]),
  })
  const sample = await response.json()
  if (!response.ok || !Array.isArray(sample.quotes)) {
    throw new Error(`POST /api/quotes answered ${response.status}: ${JSON.stringify(sample)}`)
  }
  return load({
    name: 'POST /api/quotes',
    url: `${api}/api/quotes`,
    headers: { 'content-type': 'application/json', 'accept': 'application/json' },
    requests: mix.map((request) => ({ method: 'POST', body: JSON.stringify(request) })),
  })
}

export function printQuotes({ inProcess, http }) {
  const fmt = (n) => Math.round(n).toLocaleString('en-US')
  console.log('\n### Quotes (issue 3)\n')
  console.log('| measure | figure | target |')
  console.log('|---|---:|---:|')
  if (inProcess) {
    console.log(
      `| rate engine \`quote()\` in-process, quotes/s (${inProcess.seconds.toFixed(1)} s, 1,024-request mix) | ${fmt(inProcess.quotesPerSecond)} | ≥ ${fmt(QUOTES_TARGET_PER_SECOND)} |`
    )
    console.log(
      `| … slowest / fastest 1 s window, quotes/s | ${fmt(inProcess.slowestSecond)} / ${fmt(inProcess.fastestSecond)} | |`
    )
    console.log(`| … µs per quote | ${inProcess.microsecondsPerQuote.toFixed(2)} | |`)
  }
  if (!http) {
    console.log('| POST /api/quotes over HTTP | not measured (see below) | |')
    return
  }
  console.log(
    `| POST /api/quotes over HTTP (${CONNECTIONS} connections, ${DURATION} s, 64-body mix)${errorNote(http)}, requests/s | ${fmt(http.rps)} | |`
  )
  console.log(`| POST /api/quotes p50 / p99 latency, ms | ${http.p50} / ${http.p99} | |`)
}
