import type { CardBrand, CardDetails } from '#domain/cards'

/** Why a processor refused a charge; each has a translated message 'money.card.<code>'. */
export type ChargeRefusal =
  | 'card_declined'
  | 'insufficient_funds'
  | 'processing_error'
  | 'incorrect_number'
  | 'expired_card'
  | 'incorrect_cvc'

export type ChargeResult =
  | { ok: true; reference: string; brand: CardBrand; last4: string }
  | { ok: false; code: ChargeRefusal }

export type RefundResult = { ok: true; reference: string } | { ok: false; code: 'processing_error' }

/**
 * A card processor. `idempotencyKey` must be passed through to the processor
 * so that a retried charge (same key) is answered, not charged again.
 */
export interface PaymentGateway {
  charge(request: {
    amountCents: number
    card: CardDetails
    idempotencyKey: string
  }): Promise<ChargeResult>
  /** The charge made under this key, or null when none was: how a lost answer is found again. */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>
  refund(request: {
    reference: string
    amountCents: number
    idempotencyKey: string
  }): Promise<RefundResult>
}
