import { test } from '@japa/runner'
import { BrowserAgent } from '#tests/helpers/http'

test.group('HS codes', () => {
  test('found by English words, plural or not, the closest and plainest first', async ({
    assert,
  }) => {
    const visitor = new BrowserAgent()
    const perfume = await visitor.get('/api/hs-codes?q=perfume')
    assert.equal(perfume.status, 200)
    assert.deepEqual(perfume.body[0], {
      code: '330300',
      description: 'Perfumes and toilet waters',
      heading: 'Perfumes and toilet waters',
    })
    assert.isAtMost(perfume.body.length, 20)

    // The codes with most of the words come first; "shoes" finds "shoes" and "shoe".
    const shoes = await visitor.get('/api/hs-codes?q=' + encodeURIComponent('Tennis shoes'))
    assert.equal(shoes.body[0].code, '640411')
    assert.include(shoes.body[0].description, 'tennis shoes')
    const running = await visitor.get('/api/hs-codes?q=' + encodeURIComponent('running shoes'))
    assert.include(
      running.body.map((entry: { code: string }) => entry.code),
      '640411'
    )
    const smartphones = await visitor.get('/api/hs-codes?q=smartphone')
    assert.equal(smartphones.body[0].code, '851713')
  })

  test('found by the first digits, with or without the dot', async ({ assert }) => {
    const visitor = new BrowserAgent()
    const byDigits = await visitor.get('/api/hs-codes?q=3304.9')
    assert.deepEqual(
      byDigits.body.map((entry: { code: string }) => entry.code),
      ['330491', '330499']
    )
    assert.equal((await visitor.get('/api/hs-codes?q=1')).body.length, 20)
  })

  test('nothing for nothing; a query too long is a 422', async ({ assert }) => {
    const visitor = new BrowserAgent()
    assert.deepEqual((await visitor.get('/api/hs-codes')).body, [])
    assert.deepEqual((await visitor.get('/api/hs-codes?q=zzzqqq')).body, [])
    const long = await visitor.get(`/api/hs-codes?q=${'a'.repeat(101)}`)
    assert.equal(long.status, 422)
    assert.equal(long.body.errors[0].field, 'q')
  })
})
