/**
 * A live-updates client as a browser tab runs one: an event stream (GET /__transmit/events)
 * read over real HTTP with the agent's cookies, and subscriptions sent by the agent itself
 * (session, CSRF), each answering with its status.
 */
import { randomUUID } from 'node:crypto'
import type { BrowserAgent } from '#tests/helpers/http'

export type LiveMessage = { channel: string; payload: unknown }

const PING_CHANNEL = '$$transmit/ping'

/** The agent's stream, on the server it talks to (the suite's, or a second process). */
export async function openLiveStream(agent: BrowserAgent) {
  const uid = randomUUID()
  const abort = new AbortController()
  const response = await agent.stream(`/__transmit/events?uid=${uid}`, abort.signal)
  const messages: LiveMessage[] = []
  const waiting = new Set<() => void>()

  // Each event is its `data:` lines up to a blank line; a line starting with ':' is a comment.
  const reading = (async () => {
    if (!response.ok || !response.body) return
    const decoder = new TextDecoder()
    let buffered = ''
    try {
      const reader = response.body.getReader()
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffered += decoder.decode(chunk.value, { stream: true })
        let end: number
        while ((end = buffered.indexOf('\n\n')) !== -1) {
          const data = buffered
            .slice(0, end)
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice('data: '.length))
            .join('\n')
          buffered = buffered.slice(end + 2)
          const message: LiveMessage | null = data ? JSON.parse(data) : null
          // The server pings every stream on a timer; the browser client drops those too.
          if (message && message.channel !== PING_CHANNEL) messages.push(message)
          waiting.forEach((wake) => wake())
        }
      }
    } catch {
      // Aborted by close().
    }
  })()

  return {
    status: response.status,
    messages,
    /** POST /__transmit/subscribe for this stream; the answer's status. */
    subscribe: async (channel: string) =>
      (await agent.post('/__transmit/subscribe', { uid, channel })).status,
    /** The first message matching, or null once `ms` have passed without one. */
    next(matching: (message: LiveMessage) => boolean, ms: number) {
      return new Promise<LiveMessage | null>((resolve) => {
        const check = () => {
          const found = messages.find(matching)
          if (!found) return
          finish(found)
        }
        const timer = setTimeout(() => finish(null), ms)
        const finish = (found: LiveMessage | null) => {
          clearTimeout(timer)
          waiting.delete(check)
          resolve(found)
        }
        waiting.add(check)
        check()
      })
    },
    async close() {
      abort.abort()
      await reading
    },
  }
}
