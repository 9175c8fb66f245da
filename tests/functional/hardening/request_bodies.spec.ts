import { once } from 'node:events'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { json } from 'node:stream/consumers'
import { setTimeout as sleep } from 'node:timers/promises'
import { gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { baseUrl } from '#tests/helpers/http'
import { destination } from '#tests/functional/parcels/helpers'

/* A quote request without its postal code: answered 422 naming that field once it is read. */
const quote = { country: 'MX', weightLb: 2, lengthIn: 10, widthIn: 8, heightIn: 4 }

/* A body exactly as given, to a public route that takes one, from a Spanish-speaking visitor. */
const postQuote = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(new URL('/api/quotes', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'es', ...headers },
    body,
  })

/*
 * The same, written in two parts 100 ms apart, as a slow client sends it: the server has the
 * headers and only part of the body when it starts reading. Answers with the status and the body.
 */
async function postQuoteInParts(body: string, cut: number) {
  const sent = httpRequest(new URL('/api/quotes', baseUrl()), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'accept-language': 'es',
    },
  })
  sent.write(body.slice(0, cut))
  await sleep(100)
  sent.end(body.slice(cut))
  const [response] = (await once(sent, 'response')) as [IncomingMessage]
  return { status: response.statusCode, body: (await json(response)) as Record<string, unknown> }
}

const fieldsIn = async (response: Response) =>
  ((await response.json()).errors as { field?: string }[]).map(({ field }) => field)

test.group('Request bodies', (group) => {
  isolateEachTest(group)

  test('JSON strings are trimmed and a blank one counts as not given, at any depth', async ({
    assert,
  }) => {
    const { agent: customer } = await signedIn('customer')

    const saved = await customer.post('/api/addresses', {
      ...destination,
      label: '   ',
      state: '',
      city: '  Madrid  ',
    })
    assert.equal(saved.status, 201)
    assert.include(saved.body, { label: null, state: null, city: 'Madrid' })

    const blankStreet = await customer.post('/api/shipments', {
      packageNumbers: ['SG-000000'],
      service: 'fedex_international_economy',
      address: { ...destination, street: '   ' },
    })
    assert.equal(blankStreet.status, 422)
    assert.deepInclude(
      blankStreet.body.errors.map(({ field, rule }: { field: string; rule: string }) => ({
        field,
        rule,
      })),
      { field: 'address.street', rule: 'required' }
    )
  })

  test('a route that takes a body still refuses malformed JSON', async ({ assert }) => {
    const malformed = await postQuote('{"weightLb": 2,')
    assert.equal(malformed.status, 400)
    assert.deepEqual(await malformed.json(), {
      errors: [{ message: 'El cuerpo de la solicitud no es un JSON válido' }],
    })
  })

  test('a JSON body is read whatever its charset spelling or encoding', async ({ assert }) => {
    for (const type of [
      'application/json',
      'application/json; charset=UTF-8',
      'application/vnd.api+json',
    ]) {
      const read = await postQuote(JSON.stringify(quote), { 'content-type': type })
      assert.equal(read.status, 422, type)
      assert.deepEqual(await fieldsIn(read), ['postalCode'], type)
    }

    const compressed = await postQuote(Uint8Array.from(gzipSync(JSON.stringify(quote))), {
      'content-encoding': 'gzip',
    })
    assert.equal(compressed.status, 422)
    assert.deepEqual(await fieldsIn(compressed), ['postalCode'])
  })

  test('a body that arrives in parts is read whole', async ({ assert }) => {
    const body = JSON.stringify({ ...quote, postalCode: '06600' })
    const quoted = await postQuoteInParts(body, 12)
    assert.equal(quoted.status, 200)
    assert.equal(quoted.body.actualWeightLb, 2)

    const malformed = await postQuoteInParts('{"weightLb": 2,', 5)
    assert.equal(malformed.status, 400)
  })

  test('a JSON body must be an object, and fit in 1 MB', async ({ assert }) => {
    for (const body of ['"MX"', '42', 'null', 'true', '[]', '[{"country":"MX"}]']) {
      const notAnObject = await postQuote(body)
      assert.equal(notAnObject.status, 422, body)
      assert.deepEqual(await notAnObject.json(), {
        errors: [
          { message: 'El cuerpo de la solicitud debe ser un objeto JSON con campos con nombre' },
        ],
      })
    }

    const empty = await postQuote('')
    assert.equal(empty.status, 422)
    assert.include(await fieldsIn(empty), 'country')

    const huge = await postQuote(JSON.stringify({ ...quote, note: 'x'.repeat(1024 * 1024) }))
    assert.equal(huge.status, 413)
    assert.deepEqual(await huge.json(), {
      errors: [{ message: 'La solicitud es demasiado grande' }],
    })
  })
})
