import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { receive } from '#tests/functional/parcels/helpers'
import { signedIn, staffAndCustomer } from '#tests/helpers/auth'
import { fieldErrors } from '#tests/helpers/http'

test.group('Customs declarations', (group) => {
  isolateEachTest(group)

  test('the declared value is the sum of the lines; the lines come back in order', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await receive(staff, user.customerId!, { sender: 'Sephora' })

    const response = await customer.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [
        {
          description: 'Hydrating face cream',
          quantity: 2,
          unitValueCents: 3800,
          hsCode: '3304.99',
          originCountry: 'fr',
          category: 'cosmetics',
        },
        {
          description: 'Lipstick',
          quantity: 3,
          unitValueCents: 2400,
          hsCode: '330410',
          originCountry: 'US',
        },
      ],
    })
    assert.equal(response.status, 200)
    assert.equal(response.body.declaredValueCents, 2 * 3800 + 3 * 2400)
    assert.isFalse(response.body.hasProhibitedItems)
    assert.isNotNull(response.body.declaredAt)
    assert.deepEqual(response.body.customsLines, [
      // The code as written ("3304.99") is kept as its six digits, with the HS 2022's wording.
      {
        description: 'Hydrating face cream',
        quantity: 2,
        unitValueCents: 3800,
        hsCode: '330499',
        hsDescription:
          'Cosmetic and toilet preparations; n.e.c. in heading no. 3304, for the care of the skin (excluding medicaments, including sunscreen or sun tan preparations)',
        originCountry: 'FR',
        category: 'cosmetics',
        prohibitedCategory: null,
      },
      {
        description: 'Lipstick',
        quantity: 3,
        unitValueCents: 2400,
        hsCode: '330410',
        hsDescription: 'Cosmetic and toilet preparations; lip make-up',
        originCountry: 'US',
        category: 'other',
        prohibitedCategory: null,
      },
    ])

    // A new declaration replaces the old one.
    const again = await customer.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [
        {
          description: 'Lipstick',
          quantity: 1,
          unitValueCents: 2400,
          hsCode: '330410',
          originCountry: 'US',
        },
      ],
    })
    assert.equal(again.body.declaredValueCents, 2400)
    assert.lengthOf(again.body.customsLines, 1)
  })

  test('prohibited items are flagged, in any of our languages, by whole words', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await receive(staff, user.customerId!)

    const response = await customer.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [
        {
          description: 'Cashmere sweater',
          quantity: 1,
          unitValueCents: 9900,
          hsCode: '611012',
          originCountry: 'CN',
        },
        {
          description: 'Fuegos artificiales',
          quantity: 1,
          unitValueCents: 1500,
          hsCode: '360410',
          originCountry: 'CN',
        },
        {
          description: 'Lithium-free LED Vape pen',
          quantity: 1,
          unitValueCents: 2500,
          hsCode: '854340',
          originCountry: 'CN',
        },
      ],
    })
    assert.equal(response.status, 200)
    assert.isTrue(response.body.hasProhibitedItems)
    assert.deepEqual(
      response.body.customsLines.map(
        (line: { prohibitedCategory: string | null }) => line.prohibitedCategory
      ),
      [null, 'ammunition_explosives', 'vapes_tobacco']
    )
  })

  test('bad lines are 422s per field; another customer’s package is a 404', async ({ assert }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const { agent: stranger } = await signedIn('customer')
    const pkg = await receive(staff, user.customerId!)

    const invalid = await customer.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [
        {
          description: 'T-shirt',
          quantity: 0,
          unitValueCents: 12.5,
          hsCode: 'abc',
          originCountry: 'XX',
        },
      ],
    })
    assert.equal(invalid.status, 422)
    assert.sameMembers(
      invalid.body.errors.map((error: { field: string }) => error.field),
      ['lines.0.quantity', 'lines.0.unitValueCents', 'lines.0.hsCode', 'lines.0.originCountry']
    )
    const empty = await customer.put(`/api/packages/${pkg.number}/declaration`, { lines: [] })
    assert.equal(empty.status, 422)
    assert.equal(empty.body.errors[0].message, 'Items must have at least 1 item')

    const other = await stranger.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [
        {
          description: 'T-shirt',
          quantity: 1,
          unitValueCents: 1500,
          hsCode: '610910',
          originCountry: 'US',
        },
      ],
    })
    assert.equal(other.status, 404)
    assert.equal(other.body.errors[0].message, 'Package not found')
  })

  test('customs fields: an English description, a known HS 2022 code, a real origin', async ({
    assert,
  }) => {
    const { staff, user, customer } = await staffAndCustomer()
    const pkg = await receive(staff, user.customerId!)
    const perfume = {
      description: "Women's perfume",
      quantity: 1,
      unitValueCents: 8500,
      hsCode: '330300',
      originCountry: 'FR',
    }
    const declare = (line: Record<string, unknown>) =>
      customer.put(`/api/packages/${pkg.number}/declaration`, { lines: [line] })

    assert.deepEqual(
      fieldErrors(
        await declare({
          ...perfume,
          description: 'عطر نسائي',
          hsCode: '33030',
          originCountry: 'ZZ',
        })
      ),
      {
        'lines.0.description':
          'Description must be in English, in Latin letters: customs officers read it',
        'lines.0.hsCode': 'HS code must be the 6 digits of a Harmonized System subheading',
        'lines.0.originCountry':
          'Country of origin: choose the country where the item was made from the list',
      }
    )
    // Six digits the HS 2022 does not have (smartphones left 8517.12 in 2022), and no code at all.
    assert.deepEqual(fieldErrors(await declare({ ...perfume, hsCode: '8517.12' })), {
      'lines.0.hsCode':
        'HS code 851712 is not in the Harmonized System 2022: choose one from the list',
    })
    assert.deepEqual(fieldErrors(await declare({ ...perfume, hsCode: undefined })), {
      'lines.0.hsCode': "Choose the item's HS code from the list",
    })
    assert.deepEqual(fieldErrors(await declare({ ...perfume, description: '' })), {
      'lines.0.description': 'Describe the item in English for customs',
    })

    // Nothing was saved by the refusals; the English line is.
    assert.isNull((await customer.get(`/api/packages/${pkg.number}`)).body.declaredAt)
    const saved = await declare(perfume)
    assert.equal(saved.status, 200)
    assert.deepInclude(saved.body.customsLines[0], {
      description: "Women's perfume",
      hsCode: '330300',
      hsDescription: 'Perfumes and toilet waters',
      originCountry: 'FR',
    })
  })

  test('an Arabic-speaking customer is told in Arabic which field to correct', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const { user, agent: customer } = await signedIn('customer', { locale: 'ar' })
    const pkg = await receive(staff, user.customerId!)

    const refused = await customer.put(`/api/packages/${pkg.number}/declaration`, {
      lines: [
        {
          description: 'عطر نسائي',
          quantity: 1,
          unitValueCents: 8500,
          hsCode: '000000',
          originCountry: 'FR',
        },
      ],
    })
    assert.deepEqual(fieldErrors(refused), {
      'lines.0.description': 'يجب أن يكون الوصف بالإنجليزية وبحروف لاتينية: يقرؤه موظفو الجمارك',
      'lines.0.hsCode':
        'رمز النظام المنسق 000000 غير موجود في النظام المنسق 2022: اختر رمزًا من القائمة',
    })
  })

  test('messages agree with the field they name, in each language of the account', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const expected = {
      en: ['Quantity is required', 'Items must have at least 1 item', 'Packages are required'],
      es: [
        'La cantidad es obligatoria',
        'Los artículos deben tener al menos 1 elemento',
        'Los paquetes son obligatorios',
      ],
      ar: ['الكمية مطلوبة', 'يجب أن تحتوي الأصناف على عنصر واحد على الأقل', 'الطرود مطلوبة'],
    } as const
    for (const [locale, [quantity, items, packages]] of Object.entries(expected)) {
      const { user, agent } = await signedIn('customer', { locale: locale as 'en' | 'es' | 'ar' })
      const pkg = await receive(staff, user.customerId!)
      const url = `/api/packages/${pkg.number}/declaration`
      const line = { description: 'T-shirt', unitValueCents: 1500, hsCode: '610910' }
      const blank = await agent.put(url, { lines: [{ ...line, originCountry: 'US' }] })
      assert.equal(blank.status, 422)
      assert.containSubset(blank.body.errors, [{ field: 'lines.0.quantity', message: quantity }])
      const none = await agent.put(url, { lines: [] })
      assert.equal(none.body.errors[0].message, items)
      const nothing = await agent.post('/api/shipments', {})
      assert.include(
        nothing.body.errors.map((error: { message: string }) => error.message),
        packages,
        locale
      )
    }
  })
})
