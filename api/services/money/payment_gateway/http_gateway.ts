import type {
  ChargeRefusal,
  ChargeResult,
  PaymentGateway,
  RefundResult,
} from '#services/money/payment_gateway/gateway'
import { type CardBrand, normalizeCardNumber } from '#domain/cards'

type HttpGatewayConfig = { url: string; secretKey: string; timeoutMs: number }

/**
 * The adapter for a Stripe-like REST card processor (POST /charges, GET /charges?idempotency_key=,
 * POST /refunds; bearer secret key, Idempotency-Key header), chosen by PAYMENT_GATEWAY=http.
 * Tested over HTTP against a fake of that protocol (tests/helpers/fake_card_processor.ts): what
 * it sends, how it reads charges, refusals, refunds, timeouts and outages. Before going live:
 * agree the exact payload, brands and error codes with the real processor, and move card entry
 * to its hosted fields so that raw card numbers never reach this server (PCI scope).
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
    const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()))
    const answer = await this.post('charges', idempotencyKey, {
      amount: amountCents,
      currency: 'usd',
      card: {
        number: normalizeCardNumber(card.number),
        exp_month: month,
        // The validator takes 'MM/YY' only.
        exp_year: 2000 + year,
        cvc: card.cvv,
      },
    })
    if (!answer.ok) return { ok: false, code: refusalFrom(answer.body.error ?? {}) }
    // Not settled yet: the customer is told it failed; a top-up's reconciliation settles it later.
    return settledCharge(answer.body) ?? { ok: false, code: 'processing_error' }
  }

  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    const url = this.endpoint('charges')
    url.searchParams.set('idempotency_key', idempotencyKey)
    // Unlike a charge, a look-up that cannot tell throws: the reconciliation asks again on its
    // next run, where a null or a refusal would settle the intent as failed.
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${this.config.secretKey}` },
      signal: AbortSignal.timeout(this.config.timeoutMs),
    })
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`charge look-up answered ${response.status}`)
    const body = (await response.json()) as Record<string, any>
    const charge = settledCharge(body)
    if (!charge) throw new Error(`charge ${body.id} is still ${body.status}`)
    return charge
  }

  async refund({
    reference,
    amountCents,
    idempotencyKey,
  }: Parameters<PaymentGateway['refund']>[0]): Promise<RefundResult> {
    const answer = await this.post('refunds', idempotencyKey, {
      charge: reference,
      amount: amountCents,
    })
    return answer.ok
      ? { ok: true, reference: String(answer.body.id) }
      : { ok: false, code: 'processing_error' }
  }

  /** Relative to the configured URL, so that its path (an API version, '/v1') is kept. */
  private endpoint(path: string) {
    return new URL(path, this.config.url.endsWith('/') ? this.config.url : `${this.config.url}/`)
  }

  private async post(path: string, idempotencyKey: string, payload: unknown) {
    try {
      const response = await fetch(this.endpoint(path), {
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

/**
 * A charge as the processor answers it, read the same way after a charge and a look-up, so
 * that the request and the reconciliation record the same brand and last 4; undefined while
 * neither succeeded nor failed.
 */
function settledCharge(body: Record<string, any>): ChargeResult | undefined {
  if (body.status === 'succeeded') {
    return {
      ok: true,
      reference: String(body.id),
      brand: brandFrom(body.card?.brand),
      last4: String(body.card?.last4 ?? ''),
    }
  }
  if (body.status === 'failed') {
    return {
      ok: false,
      code: refusalFrom({ code: body.failure_code, decline_code: body.outcome?.reason }),
    }
  }
}

const BRANDS: Record<string, CardBrand> = {
  'visa': 'visa',
  'mastercard': 'mastercard',
  'amex': 'amex',
  'american express': 'amex',
  'discover': 'discover',
}

/** The processor may name brands the product does not know (JCB, UnionPay...). */
const brandFrom = (brand: unknown) => BRANDS[String(brand).toLowerCase()] ?? 'unknown'

const REFUSALS = new Set<string>([
  'card_declined',
  'insufficient_funds',
  'incorrect_number',
  'expired_card',
  'incorrect_cvc',
] satisfies ChargeRefusal[])

/**
 * The decline code says why a card was declined (insufficient_funds), when the product knows
 * it; else the error's code does (card_declined for a generic decline); else it is the
 * processor's own trouble.
 */
function refusalFrom(error: { code?: unknown; decline_code?: unknown }): ChargeRefusal {
  for (const code of [error.decline_code, error.code]) {
    if (typeof code === 'string' && REFUSALS.has(code)) return code as ChargeRefusal
  }
  return 'processing_error'
}
