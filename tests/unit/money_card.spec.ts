import { test } from '@japa/runner'
import { cardBrand, cvvLength, expiryState, normalizeCardNumber, passesLuhn } from '#domain/cards'
import { SandboxGateway } from '#services/money/payment_gateway/sandbox_gateway'

const future = { expiry: '12/39', cvv: '123' }

test.group('Card checks', () => {
  test('Luhn: valid test numbers pass, a changed digit fails', ({ assert }) => {
    for (const number of [
      '4242424242424242',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
    ]) {
      assert.isTrue(passesLuhn(number), number)
    }
    assert.isFalse(passesLuhn('4242424242424241'))
    assert.isFalse(passesLuhn('42424242'), 'too short')
    assert.isFalse(passesLuhn('4242-4242-4242-4242'), 'normalize first')
    assert.isTrue(passesLuhn(normalizeCardNumber('4242-4242 4242-4242')))
  })

  test('brands and their CVV length', ({ assert }) => {
    assert.equal(cardBrand('4242424242424242'), 'visa')
    assert.equal(cardBrand('5555555555554444'), 'mastercard')
    assert.equal(cardBrand('2223003122003222'), 'mastercard')
    assert.equal(cardBrand('378282246310005'), 'amex')
    assert.equal(cardBrand('6011111111111117'), 'discover')
    assert.equal(cvvLength('378282246310005'), 4)
    assert.equal(cvvLength('4242424242424242'), 3)
  })

  test('expiry: good through the last day of its month', ({ assert }) => {
    const now = new Date(Date.UTC(2026, 10, 21))
    assert.equal(expiryState('11/26', now), 'valid')
    assert.equal(expiryState('10/26', now), 'expired')
    assert.equal(expiryState('01/27', now), 'valid')
    assert.equal(expiryState('13/27', now), 'invalid')
    assert.equal(expiryState('00/27', now), 'invalid')
    assert.equal(expiryState('1/27', now), 'invalid')
    assert.equal(expiryState('11 / 26', now), 'valid')
  })
})

test.group('Sandbox gateway', () => {
  test('4242 4242 4242 4242 succeeds with brand and last 4', async ({ assert }) => {
    const result = await new SandboxGateway().charge({
      amountCents: 100,
      card: { number: '4242 4242 4242 4242', ...future },
      idempotencyKey: 'a',
    })
    assert.containSubset(result, { ok: true, brand: 'visa', last4: '4242' })
  })

  test('documented numbers refuse with their code; bad details are refused too', async ({
    assert,
  }) => {
    const gateway = new SandboxGateway()
    const charge = (card: object, key: string) =>
      gateway.charge({
        amountCents: 100,
        card: { number: '4242424242424242', ...future, ...card },
        idempotencyKey: key,
      })
    assert.deepEqual(await charge({ number: '4000000000000002' }, '1'), {
      ok: false,
      code: 'card_declined',
    })
    assert.deepEqual(await charge({ number: '4000000000009995' }, '2'), {
      ok: false,
      code: 'insufficient_funds',
    })
    assert.deepEqual(await charge({ number: '4000000000000119' }, '3'), {
      ok: false,
      code: 'processing_error',
    })
    assert.deepEqual(await charge({ number: '4242424242424241' }, '4'), {
      ok: false,
      code: 'incorrect_number',
    })
    assert.deepEqual(await charge({ expiry: '01/20' }, '5'), { ok: false, code: 'expired_card' })
    assert.deepEqual(await charge({ cvv: '1234' }, '6'), { ok: false, code: 'incorrect_cvc' })
  })

  test('the same idempotency key is answered, not charged again', async ({ assert }) => {
    const gateway = new SandboxGateway()
    const request = {
      amountCents: 100,
      card: { number: '4242424242424242', ...future },
      idempotencyKey: 'same',
    }
    const first = await gateway.charge(request)
    const second = await gateway.charge(request)
    assert.deepEqual(second, first)
  })
})
