import type {
  ChargeResult,
  PaymentGateway,
  RefundResult,
} from '#services/money/payment_gateway/gateway'
import { cardBrand, normalizeCardNumber } from '#domain/cards'

type HttpGatewayConfig = { url: string; secretKey: string; timeoutMs: number }

/**
 * Skeleton of the production adapter for a REST card processor
 * (POST /charges, POST /refunds, bearer secret key, Idempotency-Key header).
 * Not used in tests. Before going live: agree the exact payload and error codes
 * with the processor, and move card entry to its hosted fields so that raw
 * card numbers never reach this server (PCI scope).
 */
export class HttpGateway implements PaymentGateway {
  constructor(private config: HttpGatewayConfig) {
    if (!config.url || !config.secretKey) {
      throw new Error(
        'PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_SECRET_KEY are required when PAYMENT_GATEWAY=http'
      )
    }
  }

  async charge({
    amountCents,
    card,
    idempotencyKey,
  }: Parameters<PaymentGateway['charge']>[0]): Promise<ChargeResult> {
    const number = normalizeCardNumber(card.number)
    const [month, year] = card.expiry.split('/').map((part) => part.trim())
    const answer = await this.post('/charges', idempotencyKey, {
      amount: amountCents,
      currency: 'usd',
      card: { number, exp_month: Number(month), exp_year: 2000 + Number(year), cvc: card.cvv },
    })
    if (!answer.ok) return { ok: false, code: refusalFrom(answer.body) }
    return {
      ok: true,
      reference: String(answer.body.id),
      brand: cardBrand(number),
      last4: number.slice(-4),
    }
  }

  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    const url = new URL('/charges', this.config.url)
    url.searchParams.set('idempotency_key', idempotencyKey)
    // Unlike a charge, a failed look-up throws: the reconciliation tries again on its next run.
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${this.config.secretKey}` },
      signal: AbortSignal.timeout(this.config.timeoutMs),
    })
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`charge look-up answered ${response.status}`)
    const body = (await response.json()) as Record<string, any>
    if (body.status !== 'succeeded') return { ok: false, code: refusalFrom(body) }
    return {
      ok: true,
      reference: String(body.id),
      brand: body.card?.brand ?? 'unknown',
      last4: String(body.card?.last4 ?? ''),
    }
  }

  async refund({
    reference,
    amountCents,
    idempotencyKey,
  }: Parameters<PaymentGateway['refund']>[0]): Promise<RefundResult> {
    const answer = await this.post('/refunds', idempotencyKey, {
      charge: reference,
      amount: amountCents,
    })
    return answer.ok
      ? { ok: true, reference: String(answer.body.id) }
      : { ok: false, code: 'processing_error' }
  }

  private async post(path: string, idempotencyKey: string, payload: unknown) {
    try {
      const response = await fetch(new URL(path, this.config.url), {
        method: 'POST',
        headers: {
          'authorization': `Bearer ${this.config.secretKey}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      })
      return {
        ok: response.ok,
        body: (await response.json().catch(() => ({}))) as Record<string, any>,
      }
    } catch {
      // A timeout or a network error: the processor's own idempotency makes the customer's retry safe.
      return { ok: false, body: {} as Record<string, any> }
    }
  }
}

function refusalFrom(body: Record<string, any>): Exclude<ChargeResult, { ok: true }>['code'] {
  const code = body.error?.decline_code ?? body.error?.code
  return code === 'insufficient_funds' ||
    code === 'expired_card' ||
    code === 'incorrect_cvc' ||
    code === 'incorrect_number'
    ? code
    : code === 'card_declined'
      ? 'card_declined'
      : 'processing_error'
}
