import { test } from '@japa/runner'
import { BrowserAgent } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'
import { receive } from '#tests/functional/parcels/helpers'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'
import { code128Bars, readLabel } from '#tests/helpers/label_pdf'

test.group('Package labels', (group) => {
  isolateEachTest(group)

  test('staff get a one-page 4x6 label whose barcode is the package number', async ({ assert }) => {
    const { agent: staff } = await signedIn('staff')
    const { user } = await signedIn('customer', { firstName: 'Lucía', lastName: 'Fernández' })
    const pkg = await receive(staff, user.customerId!, { weightLb: 3.2 })

    const printed = await staff.download(`/api/admin/packages/${pkg.number}/label.pdf`)
    assert.equal(printed.status, 200)
    assert.equal(printed.headers.get('content-type'), 'application/pdf')

    const label = await readLabel(printed.bytes)
    assert.equal(label.pages, 1)
    assert.deepEqual(label.size, [288, 432])
    assert.include(label.text, pkg.number)
    assert.include(label.text, user.customerId!)
    assert.include(label.text, 'Lucía Fernández')
    assert.include(label.text, '3.2 lb')
    assert.deepEqual(label.bars, code128Bars(pkg.number))
    assert.notDeepEqual(label.bars, code128Bars(user.customerId!))
  })

  test('a name in another script is printed in Latin letters, beside the suite', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const { user: layla } = await signedIn('customer', { firstName: 'ليلى', lastName: 'حسن' })
    const { user: erno } = await signedIn('customer', { firstName: 'Ernő', lastName: 'Rubik' })

    const texts = []
    for (const user of [layla, erno]) {
      const pkg = await receive(staff, user.customerId!)
      const { bytes } = await staff.download(`/api/admin/packages/${pkg.number}/label.pdf`)
      texts.push((await readLabel(bytes)).text)
    }
    assert.include(texts[0], layla.customerId!)
    // Spelt for carriers, with the vowels Arabic does not write.
    assert.include(texts[0], 'Lila Hasan')
    // Only Latin-1 text: nothing drawn from codes the font does not hold.
    assert.match(texts[0], /^[\n\x20-\x7e\xa0-\xff]*$/)
    assert.include(texts[1], 'Erno Rubik')
  })

  test('an unknown package is a 404; customers and visitors get no label', async ({ assert }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await receive(staff, user.customerId!)

    assert.equal((await staff.download('/api/admin/packages/PKG-ZZZZZZZZ/label.pdf')).status, 404)
    const path = `/api/admin/packages/${pkg.number}/label.pdf`
    assert.equal((await customer.download(path)).status, 403)
    assert.equal((await new BrowserAgent().download(path)).status, 401)
  })
})
