/*
 * A TCP relay in front of Redis or the database, which the chaos run cuts and restores: cut, its
 * port is closed and every connection through it dropped, so the cluster sees that dependency
 * refuse connections exactly as a stopped server would, while the real server, shared with
 * other work on the machine, keeps running.
 */
import { once } from 'node:events'
import { createConnection, createServer } from 'node:net'

export class FaultProxy {
  #server
  #sockets = new Set()

  constructor(port, target) {
    this.port = port
    this.target = target
  }

  get open() {
    return this.#server !== undefined
  }

  /** Listens and relays (again). */
  async restore() {
    if (this.#server) return
    this.#server = createServer((client) => this.#relay(client))
    this.#server.listen(this.port, '127.0.0.1')
    await once(this.#server, 'listening')
  }

  /** Closes the port and every connection through it. */
  async cut() {
    const server = this.#server
    if (!server) return
    this.#server = undefined
    const closed = once(server, 'close')
    server.close()
    for (const socket of this.#sockets) socket.destroy()
    this.#sockets.clear()
    await closed
  }

  #relay(client) {
    const upstream = createConnection(this.target.port, this.target.host)
    for (const socket of [client, upstream]) {
      this.#sockets.add(socket)
      socket.setNoDelay(true)
      socket.on('error', () => {})
      socket.on('close', () => {
        this.#sockets.delete(socket)
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream)
    upstream.pipe(client)
  }
}
