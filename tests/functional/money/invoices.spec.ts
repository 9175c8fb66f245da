import { test } from '@japa/runner'
import { plainText } from '#tests/helpers/text'
import db from '@adonisjs/lucid/services/db'
import Invoice from '#models/invoice'
import gateway from '#services/money/payment_gateway/main'
import emitter from '@adonisjs/core/services/emitter'
import { voidInvoice, type InvoicePaid } from '#services/money/invoicing'
import { isolateEachTest } from '#tests/helpers/database'
import { messageFor } from '#tests/helpers/http'
import { GOOD_CARD, fund, invoiceFor, ledgerTotals } from './helpers.js'
import { signedIn } from '#tests/helpers/auth'

test.group('Invoices: reading', (group) => {
  isolateEachTest(group)

  test('a customer lists their own invoices in the simple-rest shape', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const other = await signedIn()
    for (const amount of [1_000, 2_000, 3_000]) await invoiceFor(user, amount)
    await invoiceFor(other.user, 9_999)
    const paid = await invoiceFor(user, 4_000)
    await fund(user, 4_000)
    await agent.post(`/api/invoices/${paid.number}/pay`, { method: 'wallet' })

    const all = await agent.get('/api/invoices?_start=0&_end=10&_sort=totalCents&_order=asc')
    assert.equal(all.status, 200)
    assert.equal(all.headers.get('x-total-count'), '4')
    assert.deepEqual(
      all.body.map((invoice: any) => invoice.totalCents),
      [1_000, 2_000, 3_000, 4_000]
    )
    assert.match(all.body[0].number, /^INV-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)

    const page = await agent.get('/api/invoices?_start=1&_end=2&_sort=totalCents&_order=desc')
    assert.equal(page.headers.get('x-total-count'), '4')
    assert.deepEqual(
      page.body.map((invoice: any) => invoice.totalCents),
      [3_000]
    )

    const unpaid = await agent.get('/api/invoices?status=unpaid')
    assert.equal(unpaid.headers.get('x-total-count'), '3')
    assert.isTrue(unpaid.body.every((invoice: any) => invoice.status === 'unpaid'))

    const bad = await agent.get('/api/invoices?_sort=password')
    assert.equal(bad.status, 422)
  })

  test('a customer lists the invoices of one kind (subjectType), a page at a time', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const other = await signedIn()
    for (const id of [1, 2, 3]) await invoiceFor(user, 1_000 * id, { type: 'shipment', id })
    await invoiceFor(user, 5_000, { type: 'purchase_request', id: 1 })
    await invoiceFor(other.user, 9_999, { type: 'shipment', id: 9 })

    const shipping = await agent.get(
      '/api/invoices?subjectType=shipment&_start=0&_end=2&_sort=totalCents&_order=desc'
    )
    assert.equal(shipping.status, 200)
    assert.equal(shipping.headers.get('x-total-count'), '3')
    assert.deepEqual(
      shipping.body.map((invoice: any) => [invoice.subjectType, invoice.totalCents]),
      [
        ['shipment', 3_000],
        ['shipment', 2_000],
      ]
    )
    const purchases = await agent.get('/api/invoices?subjectType=purchase_request')
    assert.deepEqual(
      purchases.body.map((invoice: any) => invoice.totalCents),
      [5_000]
    )
    const paidShipping = await agent.get('/api/invoices?subjectType=shipment&status=paid')
    assert.equal(paidShipping.headers.get('x-total-count'), '0')
  })

  test('an invoice shows its lines, total and payment', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 4_250, { type: 'shipment', id: 7 })

    const shown = await agent.get(`/api/invoices/${invoice.number}`)
    assert.equal(shown.status, 200)
    assert.containSubset(shown.body, {
      number: invoice.number,
      status: 'unpaid',
      subjectType: 'shipment',
      subjectId: 7,
      currency: 'USD',
      totalCents: 4_250,
      refundedCents: 0,
      paidAt: null,
      payment: null,
    })
    assert.deepEqual(shown.body.lines, [
      { kind: 'shipping', description: 'FedEx International Priority, 6.5 lb', amountCents: 4_000 },
      { kind: 'insurance', description: 'Insurance', amountCents: 250 },
    ])
  })

  test('another customer’s invoice is a 404, to read and to pay', async ({ assert }) => {
    const owner = await signedIn()
    const { agent } = await signedIn()
    const invoice = await invoiceFor(owner.user)
    await fund(owner.user, 10_000)

    const read = await agent.get(`/api/invoices/${invoice.number}`)
    assert.equal(read.status, 404)
    assert.equal(read.body.errors[0].message, `Invoice ${invoice.number} was not found.`)
    assert.equal(
      (await agent.post(`/api/invoices/${invoice.number}/pay`, { method: 'wallet' })).status,
      404
    )
    assert.equal(
      (await agent.post(`/api/invoices/${invoice.number}/pay`, { method: 'card', card: GOOD_CARD }))
        .status,
      404
    )
    assert.equal((await Invoice.findByOrFail('number', invoice.number)).status, 'unpaid')
  })

  test('invoices need a signed-in user', async ({ assert }) => {
    const { BrowserAgent } = await import('#tests/helpers/http')
    assert.equal((await new BrowserAgent().get('/api/invoices')).status, 401)
  })
})

test.group('Invoices: paying', (group) => {
  isolateEachTest(group)

  test('paying from the wallet debits it once and marks the invoice paid', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 4_250)
    await fund(user, 5_000)

    const paid = await agent.post(`/api/invoices/${invoice.number}/pay`, { method: 'wallet' })
    assert.equal(paid.status, 200)
    assert.containSubset(paid.body, {
      invoice: { number: invoice.number, status: 'paid' },
      payment: { method: 'wallet', amountCents: 4_250, card: null },
    })
    assert.isString(paid.body.invoice.paidAt)
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 750,
      ledgerSumCents: 750,
      entries: 2,
    })

    const again = await agent.post(`/api/invoices/${invoice.number}/pay`, { method: 'wallet' })
    assert.equal(again.status, 409)
    assert.equal(
      again.body.errors[0].message,
      `Invoice ${invoice.number} cannot be paid: it is already paid.`
    )
    assert.equal((await ledgerTotals(user)).balanceCents, 750)
  })

  test('a wallet that does not cover the invoice is a 409 and nothing moves', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn('customer', { locale: 'es' })
    const invoice = await invoiceFor(user, 4_250)
    await fund(user, 1_000)

    const refused = await agent.post(`/api/invoices/${invoice.number}/pay`, { method: 'wallet' })
    assert.equal(refused.status, 409)
    assert.equal(
      refused.body.errors[0].message.replace(/\s/g, ' '),
      'El saldo de tu billetera (10,00 US$) no alcanza para 42,50 US$.'
    )
    assert.equal((await Invoice.findByOrFail('number', invoice.number)).status, 'unpaid')
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 1_000,
      ledgerSumCents: 1_000,
      entries: 1,
    })
  })

  test('paying by card keeps only the brand and last 4 digits', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 4_250)

    const paid = await agent.post(`/api/invoices/${invoice.number}/pay`, {
      method: 'card',
      card: GOOD_CARD,
    })
    assert.equal(paid.status, 200)
    assert.containSubset(paid.body, {
      invoice: { status: 'paid' },
      payment: { method: 'card', amountCents: 4_250, card: { brand: 'visa', last4: '4242' } },
    })
    assert.equal((await ledgerTotals(user)).entries, 0, 'a card payment does not touch the wallet')

    const shown = await agent.get(`/api/invoices/${invoice.number}`)
    assert.deepEqual(shown.body.payment.card, { brand: 'visa', last4: '4242' })

    // Every text column of every table: the card number and CVV appear nowhere.
    const dump = JSON.stringify(
      await Promise.all(
        [
          'payments',
          'invoices',
          'invoice_lines',
          'wallet_transactions',
          'idempotency_keys',
          'sessions',
        ].map((table) => db.from(table).select('*'))
      )
    )
    assert.include(dump, '4242')
    assert.notInclude(dump, '4242424242424242')
    assert.notInclude(dump, '4242 4242 4242 4242')
    assert.notMatch(dump, /"cvv"|"123"/)
  })

  for (const [number, english, spanish] of [
    [
      '4000 0000 0000 0002',
      'Your card was declined. Please use another card.',
      'Tu tarjeta fue rechazada. Usa otra tarjeta.',
    ],
    [
      '4000 0000 0000 9995',
      'Your card has insufficient funds.',
      'Tu tarjeta no tiene fondos suficientes.',
    ],
    [
      '4000 0000 0000 0119',
      'We could not process your card. Please try again.',
      'No pudimos procesar tu tarjeta. Vuelve a intentarlo.',
    ],
  ]) {
    test(`the sandbox refuses card ${number} with its message in English and Spanish`, async ({
      assert,
    }) => {
      const { user, agent } = await signedIn()
      const invoice = await invoiceFor(user)
      const card = { ...GOOD_CARD, number }

      const refused = await agent.post(`/api/invoices/${invoice.number}/pay`, {
        method: 'card',
        card,
      })
      assert.equal(refused.status, 402)
      assert.deepEqual(refused.body.errors, [{ message: english, field: 'card' }])

      const inSpanish = await agent.post(
        `/api/invoices/${invoice.number}/pay`,
        { method: 'card', card },
        { 'accept-language': 'es' }
      )
      assert.equal(inSpanish.status, 402)
      // The signed-in user's saved language (English) wins over the header: switch it and ask again.
      user.locale = 'es'
      await user.save()
      const saved = await agent.post(`/api/invoices/${invoice.number}/pay`, {
        method: 'card',
        card,
      })
      assert.deepEqual(saved.body.errors, [{ message: spanish, field: 'card' }])

      assert.equal((await Invoice.findByOrFail('number', invoice.number)).status, 'unpaid')
      const [{ count }] = await db.from('payments').count('* as count')
      assert.equal(Number(count), 0)
    })
  }

  test('card number, expiry and CVV are checked field by field, in every language', async ({
    assert,
  }) => {
    const expected = {
      en: {
        number: 'Please enter a valid card number',
        expiry: 'This card has expired',
        cvv: 'Please enter a valid security code (CVV) of 3 digits',
        format: 'Please enter the expiry date as MM/YY',
      },
      es: {
        number: 'Introduce un número de tarjeta válido',
        expiry: 'Esta tarjeta está vencida',
        cvv: 'Introduce un código de seguridad (CVV) válido de 3 dígitos',
        format: 'Introduce la fecha de vencimiento como MM/AA',
      },
      ar: {
        number: 'يرجى إدخال رقم بطاقة صالح',
        expiry: 'انتهت صلاحية هذه البطاقة',
        cvv: 'يرجى إدخال رمز أمان (CVV) صالح مكوّن من 3 أرقام',
        format: 'يرجى إدخال تاريخ انتهاء الصلاحية بالصيغة MM/YY',
      },
    }
    for (const [locale, messages] of Object.entries(expected)) {
      const { user, agent } = await signedIn('customer', { locale: locale as 'en' | 'es' | 'ar' })
      const invoice = await invoiceFor(user)
      const pay = (card: object) =>
        agent.post(`/api/invoices/${invoice.number}/pay`, { method: 'card', card })

      const wrong = await pay({ number: '4242 4242 4242 4241', expiry: '01/20', cvv: '12' })
      assert.equal(wrong.status, 422)
      assert.equal(messageFor(wrong.body, 'card.number'), messages.number)
      assert.equal(messageFor(wrong.body, 'card.expiry'), messages.expiry)
      assert.equal(messageFor(wrong.body, 'card.cvv'), messages.cvv)
      assert.equal(
        messageFor((await pay({ ...GOOD_CARD, expiry: '13/30' })).body, 'card.expiry'),
        messages.format
      )
    }
  })

  test('an American Express card needs a 4-digit CVV', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user)
    const amex = { number: '3782 822463 10005', expiry: '12/39' }

    const short = await agent.post(`/api/invoices/${invoice.number}/pay`, {
      method: 'card',
      card: { ...amex, cvv: '123' },
    })
    assert.equal(
      messageFor(short.body, 'card.cvv'),
      'Please enter a valid security code (CVV) of 4 digits'
    )
    const paid = await agent.post(`/api/invoices/${invoice.number}/pay`, {
      method: 'card',
      card: { ...amex, cvv: '1234' },
    })
    assert.equal(paid.status, 200)
    assert.deepEqual(paid.body.payment.card, { brand: 'amex', last4: '0005' })
  })

  test('a payment method must be chosen', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user)
    const response = await agent.post(`/api/invoices/${invoice.number}/pay`, { method: 'cash' })
    assert.equal(response.status, 422)
    assert.equal(messageFor(response.body, 'method'), 'Please choose how to pay: wallet or card')
  })

  test('the same Idempotency-Key replays the first answer and never charges twice', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 4_250)
    await fund(user, 10_000)
    const headers = { 'idempotency-key': 'pay-once-7f3a' }

    const first = await agent.post(
      `/api/invoices/${invoice.number}/pay`,
      { method: 'wallet' },
      headers
    )
    const replay = await agent.post(
      `/api/invoices/${invoice.number}/pay`,
      { method: 'wallet' },
      headers
    )
    assert.equal(first.status, 200)
    assert.equal(replay.status, 200)
    assert.deepEqual(replay.body, first.body)
    assert.equal(replay.headers.get('idempotent-replayed'), 'true')
    assert.deepEqual(await ledgerTotals(user), {
      balanceCents: 5_750,
      ledgerSumCents: 5_750,
      entries: 2,
    })

    const otherRequest = await agent.post(
      `/api/invoices/${invoice.number}/pay`,
      { method: 'card', card: GOOD_CARD },
      headers
    )
    assert.equal(otherRequest.status, 422)
    assert.equal(
      otherRequest.body.errors[0].message,
      'This Idempotency-Key was already used for a different request.'
    )

    const newKey = await agent.post(
      `/api/invoices/${invoice.number}/pay`,
      { method: 'wallet' },
      { 'idempotency-key': 'another' }
    )
    assert.equal(newKey.status, 409, 'a new key is a new request: the invoice is already paid')
  })

  test('a failed attempt frees its Idempotency-Key for a retry', async ({ assert }) => {
    const { user, agent } = await signedIn()
    const invoice = await invoiceFor(user, 4_250)
    const headers = { 'idempotency-key': 'retry-after-top-up' }

    const refused = await agent.post(
      `/api/invoices/${invoice.number}/pay`,
      { method: 'wallet' },
      headers
    )
    assert.equal(refused.status, 409)
    await fund(user, 4_250)
    const retried = await agent.post(
      `/api/invoices/${invoice.number}/pay`,
      { method: 'wallet' },
      headers
    )
    assert.equal(retried.status, 200)
    assert.equal((await ledgerTotals(user)).balanceCents, 0)
  })

  test('a paid invoice’s listeners run in the payment’s transaction', async ({
    assert,
    cleanup,
  }) => {
    const paidSubjects: number[] = []
    const listener = async ({ invoice, trx }: InvoicePaid) => {
      if (invoice.subjectType !== 'test_subject') return
      // A query through the payment's transaction sees the invoice already paid.
      const row = await trx.from('invoices').where('id', invoice.id).first()
      assert.equal(row.status, 'paid')
      if (invoice.subjectId === 13) throw new Error('the subject refuses')
      paidSubjects.push(invoice.subjectId!)
    }
    emitter.on('invoice:paid', listener)
    cleanup(() => emitter.off('invoice:paid', listener))
    const { user, agent } = await signedIn()
    const good = await invoiceFor(user, 1_000, { type: 'test_subject', id: 12 })
    const refusing = await invoiceFor(user, 1_000, { type: 'test_subject', id: 13 })

    assert.equal(
      (await agent.post(`/api/invoices/${good.number}/pay`, { method: 'card', card: GOOD_CARD }))
        .status,
      200
    )
    assert.deepEqual(paidSubjects, [12])

    // The card was charged before the handler refused: the rollback must give the money back.
    const refunds: string[] = []
    const refund = gateway.refund.bind(gateway)
    cleanup(() => {
      gateway.refund = refund
    })
    gateway.refund = async (request) => {
      refunds.push(request.reference)
      return refund(request)
    }
    const failed = await agent.post(`/api/invoices/${refusing.number}/pay`, {
      method: 'card',
      card: GOOD_CARD,
    })
    assert.equal(failed.status, 500)
    assert.equal((await Invoice.findByOrFail('number', refusing.number)).status, 'unpaid')
    const [{ count }] = await db
      .from('payments')
      .where('invoice_id', refusing.id)
      .count('* as count')
    assert.equal(Number(count), 0, 'the payment was rolled back')
    assert.lengthOf(refunds, 1, 'the card charge was refunded')
    const [intent] = await db.from('card_charges').where('invoice_id', refusing.id)
    assert.equal(intent.status, 'refunded')
  })

  test('a void invoice cannot be paid, and a paid one cannot be voided', async ({ assert }) => {
    const { user, agent } = await signedIn('customer', { locale: 'ar' })
    const cancelled = await invoiceFor(user)
    await voidInvoice(cancelled.number)

    const refused = await agent.post(`/api/invoices/${cancelled.number}/pay`, {
      method: 'card',
      card: GOOD_CARD,
    })
    assert.equal(refused.status, 409)
    assert.equal(
      plainText(refused.body.errors[0].message),
      `لا يمكن دفع الفاتورة ${cancelled.number}: لقد أُلغيت.`
    )
    assert.containSubset((await agent.get(`/api/invoices/${cancelled.number}`)).body, {
      status: 'void',
    })

    const paid = await invoiceFor(user)
    await agent.post(`/api/invoices/${paid.number}/pay`, { method: 'card', card: GOOD_CARD })
    await assert.rejects(() => voidInvoice(paid.number))
    assert.equal((await Invoice.findByOrFail('number', paid.number)).status, 'paid')
  })
})
