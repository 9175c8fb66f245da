import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the processor refuses a card, in its own words (`code` and, for a decline, `decline_code`). */
export type ProcessorRefusal = { code: string; decline_code?: string }

/** A charge as the processor keeps it and answers it to a look-up. */
export type ProcessorCharge = {
  id: string
  status: 'succeeded' | 'failed' | 'pending'
  amount: number
  currency: string
  card: { brand: string; last4: string }
  failure_code?: string
  outcome?: { reason?: string }
}

export type ReceivedRequest = {
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  body: any
}

/* The processor names brands its own way, which is not the product's CardBrand. */
const BRANDS: [RegExp, string][] = [
  [/^4/, 'visa'],
  [/^(5[1-5]|2[2-7])/, 'mastercard'],
  [/^3[47]/, 'amex'],
  [/^35/, 'jcb'],
  [/^(6011|65|64[4-9])/, 'discover'],
]

/**
 * A REST card processor on 127.0.0.1, Stripe-like, as HttpGateway expects it, under `url`
 * (which ends in /v1, as processors' APIs do). It keeps charges and refunds by Idempotency-Key,
 * so a retried request is answered as the first was, and records every request it received.
 */
export class FakeCardProcessor {
  /** Every request, in the order received, answered or not. */
  readonly received: ReceivedRequest[] = []
  /** The charges made, by the Idempotency-Key they were made under. */
  readonly charges = new Map<string, ProcessorCharge>()
  /** Card numbers the processor refuses, and how. */
  readonly refusals = new Map<string, ProcessorRefusal>()
  /** While set, every request is answered with this status (an outage). */
  outage: number | null = null
  /** While true, requests are received but never answered. */
  stalled = false

  private refunds = new Map<string, { status: number; body: object }>()
  private ids = 0
  private server = createServer((request, response) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake')
      const received: ReceivedRequest = {
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      }
      this.received.push(received)
      if (!this.stalled) this.answer(received, response)
    })
  })

  private constructor(private secretKey: string) {}

  static async start(secretKey: string) {
    const processor = new FakeCardProcessor(secretKey)
    await new Promise<void>((resolve) => processor.server.listen(0, '127.0.0.1', resolve))
    return processor
  }

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`
  }

  /** Drops the connections still open, stalled ones included, so that no test waits on them. */
  async close() {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }

  private answer(request: ReceivedRequest, response: ServerResponse) {
    const send = (status: number, body: object) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    const key = request.headers['idempotency-key'] as string | undefined
    const route = `${request.method} ${request.path}`

    if (this.outage) return send(this.outage, { error: { type: 'api_error' } })
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', code: 'invalid_api_key' } })
    }
    if (route === 'GET /v1/charges') {
      const charge = this.charges.get(request.query.idempotency_key)
      return charge ? send(200, charge) : send(404, { error: { code: 'resource_missing' } })
    }
    if (!key) return send(400, { error: { code: 'idempotency_key_required' } })
    if (route === 'POST /v1/charges') {
      const charge = this.charges.get(key) ?? this.charge(request.body, key)
      return charge.status === 'failed'
        ? send(402, {
            error: {
              type: 'card_error',
              code: charge.failure_code,
              decline_code: charge.outcome?.reason,
              charge: charge.id,
            },
          })
        : send(200, charge)
    }
    if (route === 'POST /v1/refunds') {
      const answer = this.refunds.get(key) ?? this.refund(request.body)
      this.refunds.set(key, answer)
      return send(answer.status, answer.body)
    }
    send(404, { error: { code: 'resource_missing' } })
  }

  private charge(body: any, key: string): ProcessorCharge {
    const number = String(body.card.number)
    const refusal = this.refusals.get(number)
    const charge: ProcessorCharge = {
      id: `ch_${++this.ids}`,
      status: refusal ? 'failed' : 'succeeded',
      amount: body.amount,
      currency: body.currency,
      card: {
        brand: BRANDS.find(([prefix]) => prefix.test(number))?.[1] ?? 'unknown',
        last4: number.slice(-4),
      },
      ...(refusal && { failure_code: refusal.code, outcome: { reason: refusal.decline_code } }),
    }
    this.charges.set(key, charge)
    return charge
  }

  private refund(body: any) {
    const charge = [...this.charges.values()].find(({ id }) => id === body.charge)
    if (!charge || charge.status !== 'succeeded') {
      return { status: 404, body: { error: { code: 'resource_missing' } } }
    }
    if (body.amount > charge.amount) {
      return { status: 400, body: { error: { code: 'amount_too_large' } } }
    }
    return {
      status: 200,
      body: { id: `re_${++this.ids}`, charge: charge.id, amount: body.amount, status: 'succeeded' },
    }
  }
}
