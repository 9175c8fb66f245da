import { test } from '@japa/runner'
import { prohibitedCategoryOf } from '#services/parcels/prohibited_items'

test.group('Prohibited items', () => {
  test('names a category for what carriers refuse, in English, Spanish or Arabic', ({ assert }) => {
    assert.equal(prohibitedCategoryOf('9mm AMMUNITION, 50 rounds'), 'ammunition_explosives')
    assert.equal(prohibitedCategoryOf('Pólvora negra'), 'ammunition_explosives')
    assert.equal(prohibitedCategoryOf('polvora'), 'ammunition_explosives')
    assert.equal(prohibitedCategoryOf('ألعاب نارية'), 'ammunition_explosives')
    assert.equal(prohibitedCategoryOf('Pepper spray keychain'), 'weapons')
  })

  test('whole words only: everyday goods are not flagged', ({ assert }) => {
    for (const description of [
      'Cashmere scarf',
      'Gunmetal watch strap',
      'Vaporizer humidifier',
      'Lipstick',
      'Running shoes',
    ]) {
      assert.isNull(prohibitedCategoryOf(description), description)
    }
  })
})
