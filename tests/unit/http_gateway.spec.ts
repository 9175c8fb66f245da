import { test } from '@japa/runner'
import { HttpGateway } from '#services/money/payment_gateway/http_gateway'
import { FakeCardProcessor } from '#tests/helpers/fake_card_processor'

const SECRET = 'sk_test_fake'
const VISA = { number: '4242 4242 4242 4242', expiry: '07 / 31', cvv: '123' }
const DECLINED = '4000000000000002'

test.group('HttpGateway against a card processor', (group) => {
  let processor: FakeCardProcessor
  let gateway: HttpGateway
  group.each.setup(async () => {
    processor = await FakeCardProcessor.start(SECRET)
    // A small timeout keeps the tests of a silent processor fast.
    gateway = new HttpGateway({ url: processor.url, secretKey: SECRET, timeoutMs: 300 })
    return () => processor.close()
  })

  test('a charge sends the key, the amount and the card, and answers the charge', async ({
    assert,
  }) => {
    const result = await gateway.charge({ amountCents: 1_250, card: VISA, idempotencyKey: 'k-1' })

    assert.deepEqual(result, { ok: true, reference: 'ch_1', brand: 'visa', last4: '4242' })
    const [sent] = processor.received
    assert.containSubset(sent, {
      method: 'POST',
      path: '/v1/charges',
      headers: {
        'authorization': `Bearer ${SECRET}`,
        'idempotency-key': 'k-1',
        'content-type': 'application/json',
      },
      body: {
        amount: 1_250,
        currency: 'usd',
        card: { number: '4242424242424242', exp_month: 7, exp_year: 2031, cvc: '123' },
      },
    })
  })

  test('the brand is the one the processor names, in the product’s terms', async ({ assert }) => {
    const charge = (number: string, idempotencyKey: string) =>
      gateway.charge({ amountCents: 100, card: { ...VISA, number }, idempotencyKey })

    assert.containSubset(await charge('5555555555554444', 'mc'), { brand: 'mastercard' })
    assert.containSubset(await charge('378282246310005', 'amex'), {
      brand: 'amex',
      last4: '0005',
    })
    assert.containSubset(await charge('3530111333300000', 'jcb'), { brand: 'unknown' })
    assert.containSubset(await gateway.findCharge('jcb'), { ok: true, brand: 'unknown' })
  })

  test('each refusal of the processor is mapped to the product’s code', async ({ assert }) => {
    const cases: [{ code: string; decline_code?: string }, string][] = [
      [{ code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficient_funds'],
      [{ code: 'expired_card', decline_code: 'expired_card' }, 'expired_card'],
      [{ code: 'incorrect_cvc', decline_code: 'incorrect_cvc' }, 'incorrect_cvc'],
      [{ code: 'incorrect_number' }, 'incorrect_number'],
      [{ code: 'card_declined', decline_code: 'generic_decline' }, 'card_declined'],
      [{ code: 'card_declined', decline_code: 'do_not_honor' }, 'card_declined'],
      [{ code: 'card_velocity_exceeded' }, 'processing_error'],
      [{ code: 'processing_error' }, 'processing_error'],
    ]
    for (const [index, [refusal, expected]] of cases.entries()) {
      processor.refusals.set(DECLINED, refusal)
      const result = await gateway.charge({
        amountCents: 100,
        card: { ...VISA, number: DECLINED },
        idempotencyKey: `refused-${index}`,
      })
      assert.deepEqual(result, { ok: false, code: expected } as const, JSON.stringify(refusal))
    }
  })

  test('a processor that does not answer within the timeout is a processing error', async ({
    assert,
  }) => {
    processor.stalled = true
    const started = Date.now()
    const result = await gateway.charge({ amountCents: 100, card: VISA, idempotencyKey: 'slow' })

    assert.deepEqual(result, { ok: false, code: 'processing_error' })
    assert.isBelow(Date.now() - started, 2_000)
    assert.lengthOf(processor.received, 1)
  })

  test('a processor answering 5xx to a charge is a processing error', async ({ assert }) => {
    processor.outage = 503
    const result = await gateway.charge({ amountCents: 100, card: VISA, idempotencyKey: 'down' })
    assert.deepEqual(result, { ok: false, code: 'processing_error' })
  })

  test('a charge retried with its key answers the first charge, made once', async ({ assert }) => {
    const request = { amountCents: 900, card: VISA, idempotencyKey: 'retried' }
    const first = await gateway.charge(request)
    const retried = await gateway.charge(request)

    assert.deepEqual(retried, first)
    assert.lengthOf(processor.received, 2)
    assert.equal(processor.charges.size, 1)
  })

  test('a refused charge retried with its key is refused again, not retried', async ({
    assert,
  }) => {
    processor.refusals.set(DECLINED, { code: 'card_declined', decline_code: 'insufficient_funds' })
    const request = { amountCents: 900, card: { ...VISA, number: DECLINED }, idempotencyKey: 'r' }
    await gateway.charge(request)
    processor.refusals.delete(DECLINED)

    assert.deepEqual(await gateway.charge(request), { ok: false, code: 'insufficient_funds' })
    assert.equal(processor.charges.size, 1)
  })

  test('findCharge answers the charge made under the key, null when none was', async ({
    assert,
  }) => {
    const charged = await gateway.charge({ amountCents: 700, card: VISA, idempotencyKey: 'lost' })

    assert.deepEqual(await gateway.findCharge('lost'), charged)
    assert.isNull(await gateway.findCharge('never-charged'))
    assert.containSubset(processor.received.at(-1), {
      method: 'GET',
      path: '/v1/charges',
      query: { idempotency_key: 'never-charged' },
      headers: { authorization: `Bearer ${SECRET}` },
    })
  })

  test('findCharge answers the refusal of a refused charge', async ({ assert }) => {
    processor.refusals.set(DECLINED, { code: 'card_declined', decline_code: 'insufficient_funds' })
    await gateway.charge({
      amountCents: 700,
      card: { ...VISA, number: DECLINED },
      idempotencyKey: 'refused',
    })

    assert.deepEqual(await gateway.findCharge('refused'), {
      ok: false,
      code: 'insufficient_funds',
    })
  })

  test('findCharge throws, for the reconciliation to ask again, when it cannot tell', async ({
    assert,
  }) => {
    await gateway.charge({ amountCents: 700, card: VISA, idempotencyKey: 'made' })
    processor.charges.set('settling', {
      id: 'ch_settling',
      status: 'pending',
      amount: 700,
      currency: 'usd',
      card: { brand: 'visa', last4: '4242' },
    })
    await assert.rejects(() => gateway.findCharge('settling'), /pending/)

    processor.outage = 500
    await assert.rejects(() => gateway.findCharge('made'), /500/)
    processor.outage = 503
    await assert.rejects(() => gateway.findCharge('made'), /503/)

    processor.outage = null
    processor.stalled = true
    await assert.rejects(() => gateway.findCharge('made'))
  })

  test('findCharge throws when the processor refuses the secret key', async ({ assert }) => {
    const wrongKey = new HttpGateway({ url: processor.url, secretKey: 'sk_other', timeoutMs: 300 })
    await assert.rejects(() => wrongKey.findCharge('any'), /401/)
  })

  test('a refund sends the charge and amount under its key and answers its reference', async ({
    assert,
  }) => {
    const charged = await gateway.charge({ amountCents: 500, card: VISA, idempotencyKey: 'c' })
    assert.isTrue(charged.ok)
    const reference = charged.ok ? charged.reference : ''
    const refund = { reference, amountCents: 500, idempotencyKey: 'refund-1' }

    const refunded = await gateway.refund(refund)
    assert.containSubset(refunded, { ok: true })
    assert.match(refunded.ok ? refunded.reference : '', /^re_/)
    assert.containSubset(processor.received.at(-1), {
      method: 'POST',
      path: '/v1/refunds',
      headers: { 'authorization': `Bearer ${SECRET}`, 'idempotency-key': 'refund-1' },
      body: { charge: reference, amount: 500 },
    })
    assert.deepEqual(await gateway.refund(refund), refunded, 'retried with its key')
  })

  test('a refund the processor refuses or does not answer is a processing error', async ({
    assert,
  }) => {
    const failed = { ok: false, code: 'processing_error' }
    assert.deepEqual(
      await gateway.refund({ reference: 'ch_unknown', amountCents: 500, idempotencyKey: 'r-1' }),
      failed
    )
    processor.stalled = true
    assert.deepEqual(
      await gateway.refund({ reference: 'ch_unknown', amountCents: 500, idempotencyKey: 'r-2' }),
      failed
    )
  })

  test('the constructor refuses a missing url or secret key', ({ assert }) => {
    assert.throws(
      () => new HttpGateway({ url: '', secretKey: SECRET, timeoutMs: 300 }),
      /PAYMENT_GATEWAY_URL/
    )
    assert.throws(
      () => new HttpGateway({ url: processor.url, secretKey: '', timeoutMs: 300 }),
      /PAYMENT_GATEWAY_SECRET_KEY/
    )
  })
})
