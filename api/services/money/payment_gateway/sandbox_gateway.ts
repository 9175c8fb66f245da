import { randomUUID } from 'node:crypto'
import type {
  ChargeRefusal,
  ChargeResult,
  PaymentGateway,
  RefundResult,
} from '#services/money/payment_gateway/gateway'
import { cardBrand, cvvLength, expiryState, normalizeCardNumber, passesLuhn } from '#domain/cards'

/**
 * Test cards (any future expiry; 3-digit CVV, 4 for Amex). Any other number
 * that passes the Luhn check succeeds, like 4242 4242 4242 4242.
 */
export const SANDBOX_REFUSALS: Record<string, ChargeRefusal> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'processing_error',
}

/** Moves no money. Remembers its answers per idempotency key, as real processors do. */
export class SandboxGateway implements PaymentGateway {
  private answers = new Map<string, ChargeResult | RefundResult>()

  async charge({
    card,
    idempotencyKey,
  }: Parameters<PaymentGateway['charge']>[0]): Promise<ChargeResult> {
    const earlier = this.answers.get(`charge:${idempotencyKey}`)
    if (earlier) return earlier as ChargeResult

    const number = normalizeCardNumber(card.number)
    const result: ChargeResult = !passesLuhn(number)
      ? { ok: false, code: 'incorrect_number' }
      : expiryState(card.expiry) !== 'valid'
        ? { ok: false, code: 'expired_card' }
        : !new RegExp(`^\\d{${cvvLength(number)}}$`).test(card.cvv)
          ? { ok: false, code: 'incorrect_cvc' }
          : SANDBOX_REFUSALS[number]
            ? { ok: false, code: SANDBOX_REFUSALS[number] }
            : {
                ok: true,
                reference: `sbx_ch_${randomUUID()}`,
                brand: cardBrand(number),
                last4: number.slice(-4),
              }

    this.answers.set(`charge:${idempotencyKey}`, result)
    return result
  }

  /* Only this process's charges: its memory is all the sandbox has. */
  async findCharge(idempotencyKey: string) {
    return (this.answers.get(`charge:${idempotencyKey}`) as ChargeResult | undefined) ?? null
  }

  async refund({ idempotencyKey }: Parameters<PaymentGateway['refund']>[0]): Promise<RefundResult> {
    const key = `refund:${idempotencyKey}`
    if (!this.answers.has(key))
      this.answers.set(key, { ok: true, reference: `sbx_re_${randomUUID()}` })
    return this.answers.get(key) as RefundResult
  }
}
