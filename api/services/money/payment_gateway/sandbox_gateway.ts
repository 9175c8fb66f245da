import { randomUUID } from 'node:crypto'
import cache from '@adonisjs/cache/services/main'
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

/* Longer than any reconciliation waits for a charge to be looked up. */
const REMEMBERED = '7d'

/**
 * Moves no money. Remembers its answers per idempotency key, as real processors do, in a store
 * every API instance and the scheduler share (memory on one instance, Redis on several).
 */
export class SandboxGateway implements PaymentGateway {
  private get answers() {
    return cache.use('sandboxGateway').namespace('answers')
  }

  async charge({
    card,
    idempotencyKey,
  }: Parameters<PaymentGateway['charge']>[0]): Promise<ChargeResult> {
    const earlier = await this.answers.get<ChargeResult>({ key: `charge:${idempotencyKey}` })
    if (earlier) return earlier

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

    await this.answers.set({ key: `charge:${idempotencyKey}`, value: result, ttl: REMEMBERED })
    return result
  }

  async findCharge(idempotencyKey: string) {
    return (await this.answers.get<ChargeResult>({ key: `charge:${idempotencyKey}` })) ?? null
  }

  async refund({ idempotencyKey }: Parameters<PaymentGateway['refund']>[0]): Promise<RefundResult> {
    return this.answers.getOrSet<RefundResult>({
      key: `refund:${idempotencyKey}`,
      ttl: REMEMBERED,
      factory: () => ({ ok: true, reference: `sbx_re_${randomUUID()}` }),
    })
  }
}
