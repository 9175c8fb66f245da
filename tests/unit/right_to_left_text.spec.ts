import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { isolateLatinRuns } from '#services/platform/right_to_left_text'

const isolated = (run: string) => `\u2066${run}\u2069`

test.group('Latin runs in right-to-left texts', () => {
  test('amounts, record numbers and names are each one isolated run', ({ assert }) => {
    assert.equal(
      isolateLatinRuns('بعدها تكلف رسوم التخزين \u200f0.50 US$ يوميًا'),
      `بعدها تكلف رسوم التخزين \u200f${isolated('0.50 US$')} يوميًا`
    )
    assert.equal(
      isolateLatinRuns('FedEx International Economy، 11.5 رطل، الشحنة SHP-7VHWAWR4'),
      `${isolated('FedEx International Economy')}، ${isolated('11.5')} رطل، الشحنة ${isolated('SHP-7VHWAWR4')}`
    )
    // An address or a link stays whole; a bracket around a run stays outside it.
    assert.equal(
      isolateLatinRuns('اكتب إلى support@sigma.test (رقم 59%)'),
      `اكتب إلى ${isolated('support@sigma.test')} (رقم ${isolated('59%')})`
    )
    assert.equal(isolateLatinRuns('المدينة مطلوبة'), 'المدينة مطلوبة')
  })

  test('the API speaks Arabic with its values isolated, and other languages as written', ({
    assert,
  }) => {
    const values = { packageNumber: 'PKG-H78WN7R9' }
    assert.equal(
      i18nManager.locale('ar').t('notifications.package_received.title', values),
      `وصل الطرد ${isolated('PKG-H78WN7R9')}`
    )
    assert.equal(
      i18nManager.locale('en').t('notifications.package_received.title', values),
      'Package PKG-H78WN7R9 arrived'
    )
    // A catalog entry read as data (a field's grammatical gender) is not a sentence.
    assert.equal(i18nManager.locale('ar').t('validation.agreement.quantity'), 'feminine')
  })
})
