import { test } from '@japa/runner'
import { COUNTRY_CODES, COUNTRY_LOCALES, isCountryCode, listCountries } from '#domain/countries'

function nameOf(code: string, locale: (typeof COUNTRY_LOCALES)[number]): string | undefined {
  return listCountries(locale).find((country) => country.code === code)?.name
}

test.group('Countries', () => {
  test('the full ISO 3166-1 list, the same codes in every language', ({ assert }) => {
    assert.isAtLeast(COUNTRY_CODES.length, 249)
    for (const locale of COUNTRY_LOCALES) {
      const countries = listCountries(locale)
      assert.sameMembers(
        countries.map((country) => country.code),
        [...COUNTRY_CODES],
        locale
      )
      assert.isTrue(
        countries.every((country) => country.name.length > 0),
        `${locale} has a name for every country`
      )
    }
  })

  test('names in English, Spanish and Arabic', ({ assert }) => {
    assert.equal(nameOf('DE', 'en'), 'Germany')
    assert.equal(nameOf('DE', 'es'), 'Alemania')
    assert.equal(nameOf('DE', 'ar'), 'ألمانيا')
    assert.equal(nameOf('EG', 'es'), 'Egipto')
    assert.equal(nameOf('EG', 'ar'), 'مصر')
  })

  test('sorted by name in the language asked for', ({ assert }) => {
    // In Spanish, Alemania (DE) sits between Albania and Andorra; in English Germany is under G
    assert.deepEqual(
      listCountries('es')
        .slice(0, 4)
        .map((country) => country.code),
      ['AF', 'AL', 'DE', 'AD']
    )
    for (const locale of COUNTRY_LOCALES) {
      const collator = new Intl.Collator(locale)
      const names = listCountries(locale).map((country) => country.name)
      for (let i = 1; i < names.length; i++) {
        assert.isAtMost(
          collator.compare(names[i - 1], names[i]),
          0,
          `${locale}: ${names[i - 1]} / ${names[i]}`
        )
      }
    }
  })

  test('each language is built once and then served from cache', ({ assert }) => {
    assert.strictEqual(listCountries('ar'), listCountries('ar'))
  })

  test('knows an upper-case alpha-2 code and nothing else', ({ assert }) => {
    assert.isTrue(isCountryCode('DE'))
    assert.isTrue(isCountryCode('US'))
    assert.isFalse(isCountryCode('ZZ'))
    assert.isFalse(isCountryCode('de'))
    assert.isFalse(isCountryCode('DEU'))
    assert.isFalse(isCountryCode(''))
  })
})
