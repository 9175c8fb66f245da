/**
 * Live updates between instances, through Redis publish and subscribe: each instance publishes
 * what it broadcasts and hears the others'. One connection publishes and one listens (a
 * listening connection can do nothing else); both keep trying to reach Redis on their own.
 */
import { Redis, type RedisOptions } from 'ioredis'
import type { defineConfig } from '@adonisjs/transmit'

type Transport = ReturnType<NonNullable<Parameters<typeof defineConfig>[0]['transport']>['driver']>
type Message = Parameters<Transport['publish']>[1]

export class RedisLiveTransport implements Transport {
  #busId = ''
  #publisher: Redis
  #listener: Redis
  #handlers = new Map<string, (payload: Message) => void | Promise<void>>()
  #closed = false

  constructor(options: RedisOptions) {
    // While Redis is away a publish fails at once; the bus keeps it and sends it once Redis is back.
    this.#publisher = new Redis({ ...options, enableOfflineQueue: false, maxRetriesPerRequest: 0 })
    // Subscriptions wait for the connection however long Redis is away (never failing, which
    // nothing would catch), and are renewed after each reconnection.
    this.#listener = new Redis({ ...options, maxRetriesPerRequest: null })
    // Not logged here: the app's own connection logs an outage when it starts and when it ends
    // (api/start/redis.ts), where ioredis would print every failed attempt of these two.
    for (const connection of [this.#publisher, this.#listener]) connection.on('error', () => {})
    this.#listener.on('message', (channel: string, text: string) => {
      const { busId, payload } = JSON.parse(text) as { busId: string; payload: Message }
      // Each instance hears its own messages too, and has already broadcast those itself.
      if (busId !== this.#busId) void this.#handlers.get(channel)?.(payload)
    })
  }

  setId(id: string) {
    this.#busId = id
    return this
  }

  async publish(channel: string, payload: Message) {
    await this.#publisher.publish(channel, JSON.stringify({ busId: this.#busId, payload }))
  }

  async subscribe<T extends Message>(
    channel: string,
    handler: (payload: T) => void | Promise<void>
  ) {
    this.#handlers.set(channel, handler as (payload: Message) => void | Promise<void>)
    // A subscription still waiting for Redis when the process stops fails then: nothing is lost.
    await this.#listener.subscribe(channel).catch((error: unknown) => {
      if (!this.#closed) throw error
    })
  }

  async unsubscribe(channel: string) {
    this.#handlers.delete(channel)
    await this.#listener.unsubscribe(channel)
  }

  /** Once Redis is back, the bus sends what it kept. */
  onReconnect(callback: () => void) {
    this.#listener.on('ready', callback)
  }

  /* At once: waiting for a Redis that is away would hold the process's shutdown. */
  async disconnect() {
    this.#closed = true
    this.#publisher.disconnect()
    this.#listener.disconnect()
  }
}

/** A transport that carries nothing, for an app booted only to be read (warmup mode). */
export class IdleLiveTransport implements Transport {
  setId() {
    return this
  }
  async publish() {}
  async subscribe() {}
  async unsubscribe() {}
  onReconnect() {}
  async disconnect() {}
}
