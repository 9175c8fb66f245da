import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'
import { readLabel } from '#tests/helpers/label_pdf'
import { packAndPay, receive, sneakers } from '#tests/functional/parcels/helpers'

const riyadh = {
  recipientName: 'عبدالله الشمري',
  recipientPhone: '+966501234567',
  street: 'شارع الملك فهد، حي العليا، مبنى ٢٣',
  city: 'الرياض',
  postalCode: '12211',
  country: 'SA',
}

test.group('Latin addresses for carriers', (group) => {
  isolateEachTest(group)

  test('proposed for an Arabic address, corrected by the customer, printed on the label', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await receive(staff, user.customerId!)
    await customer.put(`/api/packages/${pkg.number}/declaration`, { lines: sneakers })

    const proposed = await customer.post('/api/shipments/latin-address', { address: riyadh })
    assert.equal(proposed.status, 200)
    assert.deepEqual(proposed.body.latinAddress, {
      recipientName: 'Abdullah Al-Shamri',
      street: 'King Fahad Street, Al-Alya District, Building 23',
      city: 'Riyadh',
      state: null,
    })

    // The customer knows their district as Olaya.
    const corrected = {
      ...proposed.body.latinAddress,
      street: 'King Fahd Road, Al Olaya District, Building 23',
      state: undefined,
    }
    const requested = await customer.post('/api/shipments', {
      packageNumbers: [pkg.number],
      service: 'fedex_international_economy',
      address: riyadh,
      latinAddress: corrected,
    })
    assert.equal(requested.status, 201)
    // What the customer wrote stays their address; the Latin one sits beside it.
    assert.equal(requested.body.address.street, riyadh.street)
    assert.equal(requested.body.latinAddress.street, corrected.street)

    // The papers print once the box is packed, invoiced and paid.
    await packAndPay(staff, customer, requested.body.number)
    const download = async (document: string) => {
      const response = await staff.download(
        `/api/admin/shipments/${requested.body.number}/${document}`
      )
      assert.equal(response.status, 200)
      assert.equal(response.headers.get('content-type'), 'application/pdf')
      return readLabel(response.bytes)
    }
    const label = await download('label.pdf')
    assert.include(label.text, 'Abdullah Al-Shamri')
    assert.include(label.text, 'King Fahd Road, Al Olaya District, Building 23')
    assert.include(label.text, 'Riyadh, 12211')
    assert.include(label.text, requested.body.number)
    assert.match(label.text, /^[\n\x20-\x7e\xa0-\xff]*$/)

    // The commercial invoice names the same consignee, with the declared lines.
    const invoice = await download('commercial-invoice.pdf')
    assert.include(invoice.text, 'COMMERCIAL INVOICE')
    assert.include(invoice.text, 'King Fahd Road, Al Olaya District, Building 23')
    assert.include(invoice.text, 'Running shoes')
    assert.include(invoice.text, 'Total declared value: USD 120.00')
    assert.notMatch(invoice.text, /[\u0600-\u06ff]/)
  })

  test('a saved Latin address needs none; a Latin correction must be Latin', async ({ assert }) => {
    const { agent: customer } = await signedIn('customer')
    const saved = await customer.post('/api/addresses', {
      recipientName: 'Lucía Fernández',
      recipientPhone: '+34612345678',
      street: 'Calle de Alcalá 42',
      city: 'Madrid',
      postalCode: '28014',
      country: 'ES',
    })
    const none = await customer.post('/api/shipments/latin-address', { addressId: saved.body.id })
    assert.deepEqual(none.body, { latinAddress: null })

    const refused = await customer.post('/api/shipments', {
      packageNumbers: ['PKG-NONE'],
      service: 'fedex_international_economy',
      address: riyadh,
      latinAddress: { recipientName: 'عبدالله', street: 'King Fahd Road', city: 'Riyadh' },
    })
    assert.equal(refused.status, 422)
    assert.deepEqual(refused.body.errors, [
      {
        field: 'latinAddress.recipientName',
        rule: 'regex',
        message: 'Use Latin letters only, as carriers print them',
      },
    ])
  })
})
