import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { firstError } from '#tests/helpers/http'
import { readLabel } from '#tests/helpers/label_pdf'
import { ECONOMY, packAndPay, receive } from '#tests/functional/parcels/helpers'

const cairo = {
  recipientName: 'ليلى حسن',
  recipientPhone: '+201001234567',
  street: '26 July Street, Zamalek',
  city: 'Cairo',
  postalCode: '11211',
  country: 'EG',
}

/* What an Arabic-speaking customer declares, in English for customs. */
const perfume = {
  description: "Women's perfume",
  quantity: 2,
  unitValueCents: 4250,
  hsCode: '330300',
  originCountry: 'FR',
}
const abaya = {
  description: 'Abaya, polyester dress',
  quantity: 1,
  unitValueCents: 6000,
  hsCode: '620443',
  originCountry: 'AE',
}

test.group('Customs papers', (group) => {
  isolateEachTest(group)

  test('refused until the shipment is paid; then they print what customs read', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const { user, agent: customer } = await signedIn('customer', {
      firstName: 'ليلى',
      lastName: 'حسن',
      locale: 'ar',
    })
    const pkg = await receive(staff, user.customerId!)
    const declared = await customer.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [perfume, abaya],
    })
    assert.equal(declared.status, 200)
    const requested = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: ECONOMY,
      address: cairo,
      latinAddress: { recipientName: 'Layla Hassan', street: cairo.street, city: 'Cairo' },
    })
    assert.equal(requested.status, 201)
    const number: string = requested.body.number
    const label = `/api/admin/shipments/${number}/label.pdf`
    const invoice = `/api/admin/shipments/${number}/commercial-invoice.pdf`

    // Before payment: both refused, in the staff member's language, and not offered.
    for (const path of [label, invoice]) {
      const refused = await staff.get(path)
      assert.equal(
        firstError(refused, 409),
        `The carrier label and commercial invoice of shipment ${number} are available once it is paid`
      )
    }
    const { agent: arabicStaff } = await signedIn('staff', { locale: 'ar' })
    assert.equal(
      firstError(await arabicStaff.get(label), 409),
      `ملصق شركة الشحن والفاتورة التجارية للشحنة ${number} متاحان بعد دفعها`
    )
    assert.isFalse((await staff.get(`/api/admin/shipments/${number}`)).body.carrierPapers)

    await packAndPay(staff, customer, number)
    assert.isTrue((await staff.get(`/api/admin/shipments/${number}`)).body.carrierPapers)

    const printedLabel = await staff.download(label)
    assert.equal(printedLabel.status, 200)
    assert.equal(printedLabel.headers.get('content-type'), 'application/pdf')
    const labelText = (await readLabel(printedLabel.bytes)).text
    assert.include(labelText, 'Service: FedEx International Economy')
    assert.include(labelText, "2 x Women's perfume, HS 330300, origin FR, USD 85.00")
    assert.include(labelText, '1 x Abaya, polyester dress, HS 620443, origin AE, USD 60.00')
    assert.include(labelText, 'Declared value: USD 145.00')

    const printedInvoice = await staff.download(invoice)
    assert.equal(printedInvoice.status, 200)
    const invoiceText = (await readLabel(printedInvoice.bytes)).text
    assert.include(invoiceText, `Shipment ${number} - FedEx International Economy`)
    for (const cell of [
      "Women's perfume",
      '330300',
      'FR',
      'USD 42.50',
      'USD 85.00',
      'Abaya, polyester dress',
      '620443',
      'AE',
      'USD 60.00',
      'Total declared value: USD 145.00',
      'Layla Hassan',
    ]) {
      assert.include(invoiceText, cell)
    }
    // No internal code, no Arabic and no transliteration of it ("Atr Nasaii").
    for (const text of [labelText, invoiceText]) {
      assert.notInclude(text, ECONOMY)
      assert.notMatch(text, /[\u0600-\u06ff]/)
      assert.notMatch(text, /Atr|Nasa/)
    }
  })

  test('an unknown shipment is a 404; customers and visitors get no papers', async ({ assert }) => {
    const { agent: staff } = await signedIn('staff')
    const { agent: customer } = await signedIn('customer')
    assert.equal((await staff.get('/api/admin/shipments/SHP-ZZZZZZZZ/label.pdf')).status, 404)
    const path = '/api/admin/shipments/SHP-ZZZZZZZZ/commercial-invoice.pdf'
    assert.equal((await customer.get(path)).status, 403)
  })
})
