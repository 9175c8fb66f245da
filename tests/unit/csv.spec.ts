import { test } from '@japa/runner'
import { csvCell, csvLine } from '#services/platform/csv'

test.group('CSV writer', () => {
  test('plain cells pass as they are; nothing is an empty cell', ({ assert }) => {
    assert.equal(csvLine(['PKG-1', 42, 2.5, true, null, undefined]), 'PKG-1,42,2.5,true,,\r\n')
  })

  test('commas, quotes and line breaks are quoted (RFC 4180)', ({ assert }) => {
    assert.equal(csvCell('Smith, Jr.'), '"Smith, Jr."')
    assert.equal(csvCell('the "big" box'), '"the ""big"" box"')
    assert.equal(csvCell('two\nlines'), '"two\nlines"')
    assert.equal(csvCell('مرحبا'), 'مرحبا')
  })

  test('text that a spreadsheet would run as a formula is neutralised', ({ assert }) => {
    for (const formula of ['=1+1', '+34 600', '-2', '@SUM(A1)', '\tcmd', '\rcmd']) {
      assert.equal(csvCell(formula).replace(/^"/, '')[0], "'", formula)
    }
    assert.equal(csvCell('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`)
    // Numbers are data, not text typed by someone: a negative amount stays a number.
    assert.equal(csvCell(-250), '-250')
  })
})
