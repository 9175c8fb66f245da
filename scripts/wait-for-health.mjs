/*
 * `node scripts/wait-for-health.mjs <url> <seconds> [pid]`: exits 0 once <url> answers 200,
 * 1 after <seconds> or as soon as process <pid> (or its group) is gone. CI uses it to wait for a
 * production start.
 */
import { setTimeout as sleep } from 'node:timers/promises'

const [url, seconds = '300', pid] = process.argv.slice(2)
const alive = () => {
  if (!pid) return true
  try {
    process.kill(Number(pid), 0)
    return true
  } catch {
    return false
  }
}

const deadline = Date.now() + Number(seconds) * 1000
while (Date.now() < deadline && alive()) {
  const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => null)
  if (answer?.status === 200) {
    console.log(`healthy: ${url}`)
    process.exit(0)
  }
  await sleep(1_000)
}
console.error(alive() ? `not healthy within ${seconds} s: ${url}` : `exited before healthy: ${url}`)
process.exit(1)
