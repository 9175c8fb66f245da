/*
 * `npm run dev`: the API with hot reload, and both front ends rebuilt on every
 * change (the API serves the builds, so there is one address to open).
 */
import { spawn } from 'node:child_process'
import { ensureNode24 } from './node24.mjs'

ensureNode24()

const children = [
  spawn('node', ['ace', 'serve', '--hmr'], { stdio: 'inherit' }),
  spawn('npx', ['vite', 'build', '--watch', '--config', 'customer-web/vite.config.ts'], {
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', 'build', '--watch', '--config', 'admin-web/vite.config.ts'], {
    stdio: 'inherit',
  }),
]
const stop = () => children.forEach((child) => child.kill('SIGKILL'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
