/*
 * `npm test`: lint, type checks and message catalogs first, then the front-end
 * builds the browser suite drives, then every Japa suite. Extra arguments go
 * to the runner: `npm test -- functional`, `npm test -- --files=tests/unit/x.spec.ts`.
 */
import { ensureNode24, run } from './node24.mjs'

ensureNode24()

run('npm', ['run', 'lint'])
run('npm', ['run', 'typecheck'])
run('node', ['scripts/verify-messages.mjs'])
run('npm', ['run', 'build:web'])
run('node', ['ace', 'test', ...process.argv.slice(2)])
