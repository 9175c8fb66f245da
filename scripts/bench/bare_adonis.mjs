/*
 * The framework alone, for the routes table: an AdonisJS HTTP server with one route answering
 * `{ ok: true }`, no middleware, no database, built from the framework's own factories. The gap
 * between this and raw node:http is AdonisJS's; the gap between this and GET /api/health is ours.
 *
 *   node scripts/bench/bare_adonis.mjs <port>
 */
import { createServer } from 'node:http'
import { AppFactory } from '@adonisjs/core/factories/app'
import { ServerFactory } from '@adonisjs/core/factories/http'

const app = new AppFactory().create(new URL('./', import.meta.url))
await app.init()
// The router the product uses: routes found through an index.
const server = new ServerFactory().merge({ app, config: { router: { matcher: 'tree' } } }).create()
server.getRouter().get('/hello', () => ({ ok: true }))
await server.boot()
createServer(server.handle.bind(server)).listen(Number(process.argv[2]), '127.0.0.1')
