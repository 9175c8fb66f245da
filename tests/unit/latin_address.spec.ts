import { test } from '@japa/runner'
import { isLatin, latinAddress, latinize } from '#services/parcels/latin_address'

/* Five addresses as customers in the Gulf, Egypt and the Levant write them, and their Latin spelling. */
const ADDRESSES = [
  {
    arabic: {
      recipientName: 'عبدالله الشمري',
      street: 'شارع الملك فهد، حي العليا، مبنى ٢٣',
      city: 'الرياض',
    },
    latin: {
      recipientName: 'Abdullah Al-Shamri',
      street: 'King Fahad Street, Al-Alya District, Building 23',
      city: 'Riyadh',
      state: null,
    },
  },
  {
    arabic: {
      recipientName: 'فاطمة الزهراء',
      street: 'برج خليفة، شارع الشيخ محمد بن راشد، شقة ٤٥٠٢',
      city: 'دبي',
    },
    latin: {
      recipientName: 'Fatma Al-Zahra',
      street: 'Khalifa Tower, Sheikh Mohammed bin Rashid Street, Apartment 4502',
      city: 'Dubai',
      state: null,
    },
  },
  {
    arabic: {
      recipientName: 'محمد أحمد',
      street: '١٥ شارع التحرير، الدور الثالث',
      city: 'القاهرة',
    },
    latin: {
      recipientName: 'Mohammed Ahmed',
      street: '15 Al-Tahrir Street, Floor Al-Thalth',
      city: 'Cairo',
      state: null,
    },
  },
  {
    arabic: {
      recipientName: 'يوسف الكندري',
      street: 'شارع تونس، قطعة ٣، منزل ١٢',
      city: 'حولي',
      state: 'الكويت',
    },
    latin: {
      recipientName: 'Yusf Al-Kandri',
      street: 'Tunis Street, Block 3, House 12',
      city: 'Huli',
      state: 'Kuwait',
    },
  },
  {
    arabic: {
      recipientName: 'ليلى حداد',
      street: 'حي الروضة، شارع الأمير سلطان، فيلا ٧',
      city: 'جدة',
    },
    latin: {
      recipientName: 'Lila Hadad',
      street: 'Al-Ruda District, Prince Sultan Street, Villa 7',
      city: 'Jeddah',
      state: null,
    },
  },
]

test.group('Latin addresses for carriers', () => {
  for (const { arabic, latin } of ADDRESSES) {
    test(`${latin.city}: address words in English, names spelt, digits Western`, ({ assert }) => {
      const spelt = latinAddress(arabic)
      assert.deepEqual(spelt, latin)
      for (const field of Object.values(spelt!).filter((value) => value !== null)) {
        // Readable: letters, digits and address punctuation only, nothing a carrier rejects.
        assert.match(field, /^[A-Za-z0-9 ,.'-]+$/)
        assert.isTrue(isLatin(field))
      }
      // Stable: spelling it again changes nothing, and Latin text is left as it is.
      assert.deepEqual(latinAddress(arabic), spelt)
      assert.equal(latinize(spelt!.street), spelt!.street)
    })
  }

  test('an address already in Latin letters needs no second spelling', ({ assert }) => {
    assert.isNull(
      latinAddress({
        recipientName: 'Lucía Fernández',
        street: 'Calle de Alcalá 42',
        city: 'Madrid',
      })
    )
  })

  test('other scripts go through the general transliteration', ({ assert }) => {
    assert.equal(latinize('Москва, Тверская улица 7'), 'Moskva, Tverskaya ulica 7')
    assert.equal(latinize('Ernő Rubik'), 'Erno Rubik')
  })
})
