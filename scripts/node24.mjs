/*
 * Makes the current script run on Node.js 24. On an older system Node it asks
 * scripts/node24.sh (the one place that knows how to fetch Node 24) for the
 * binary, then re-runs the same script with it. Children inherit its PATH.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))

export function ensureNode24() {
  if (Number(process.versions.node.split('.')[0]) >= 24) return

  const node = execFileSync(
    'bash',
    ['-c', `. "${join(here, 'node24.sh')}" >&2 && command -v node`],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }
  ).trim()
  const binDir = dirname(node)
  const result = spawnSync(node, process.argv.slice(1), {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${binDir}:${process.env.PATH}`,
      npm_config_nodedir: dirname(binDir),
    },
  })
  process.exit(result.status ?? 1)
}

/** Runs a command with inherited output; stops the whole script if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed`)
    process.exit(result.status ?? 1)
  }
}
