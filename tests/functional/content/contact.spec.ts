import { test } from '@japa/runner'
import { fakeMailEachTest } from '#tests/helpers/mail'
import ContactMessage from '#models/contact_message'
import { messageFor } from '#tests/helpers/http'
import { visitor, assertTakenIn } from './fixtures.js'
import { isolateEachTest } from '#tests/helpers/database'
import { runJobs } from '#tests/helpers/jobs'
import EmailContactMessage from '#jobs/email_contact_message'

const storedCount = async () => (await ContactMessage.all()).length

const BOTH_REQUIRED = {
  en: 'Please fill in both email and message fields',
  es: 'Completa los campos de correo electrónico y mensaje',
  ar: 'يُرجى ملء حقلي البريد الإلكتروني والرسالة',
}

test.group('Contact form', (group) => {
  isolateEachTest(group)
  const sentMails = fakeMailEachTest(group)

  test('a message is stored for the staff inbox and emailed to support', async ({ assert }) => {
    const response = await visitor('es').post('/api/contact', {
      name: '  Lucía Fernández ',
      email: 'Lucia@Example.mx',
      message: '¿Cuándo se enviará mi paquete PKG-1001?',
    })

    assertTakenIn(
      assert,
      response,
      '¡Gracias! Hemos recibido tu mensaje y te responderemos en un día hábil.'
    )

    const stored = await ContactMessage.firstOrFail()
    assert.equal(stored.name, 'Lucía Fernández')
    assert.equal(stored.email, 'Lucia@Example.mx')
    assert.equal(stored.message, '¿Cuándo se enviará mi paquete PKG-1001?')
    assert.equal(stored.locale, 'es')
    assert.isNull(stored.readAt)
    assert.isNull(stored.resolvedAt)
    assert.lengthOf(sentMails(), 0, 'the answer does not wait for the mail server')

    await runJobs()
    await EmailContactMessage.dispatch({ contactMessageId: stored.id }).run()
    await runJobs()
    const sent = sentMails()
    assert.lengthOf(sent, 1)
    sent[0].assertTo('support@sigma-forwarding.test')
    sent[0].assertReplyTo('Lucia@Example.mx')
    sent[0].assertSubject('Contact form: message from Lucía Fernández')
    sent[0].assertTextIncludes('¿Cuándo se enviará mi paquete PKG-1001?')
    sent[0].assertTextIncludes('Language: es')
  })

  test('the name is optional', async ({ assert }) => {
    const response = await visitor().post('/api/contact', {
      email: 'ana@example.com',
      message: 'Do you ship lithium batteries to Chile?',
    })
    assert.equal(response.status, 202)
    assert.isNull((await ContactMessage.firstOrFail()).name)
    await runJobs()
    sentMails()[0].assertSubject('Contact form: message from ana@example.com')
  })

  test('a missing or blank email or message gets the spec’s message, in each language', async ({
    assert,
  }) => {
    for (const [language, message] of Object.entries(BOTH_REQUIRED)) {
      const agent = visitor(language)
      const noEmail = await agent.post('/api/contact', { name: 'Omar', message: 'Hello' })
      assert.equal(noEmail.status, 422)
      assert.equal(messageFor(noEmail.body, 'email'), message)

      const blankMessage = await agent.post('/api/contact', {
        email: 'omar@example.com',
        message: '   ',
      })
      assert.equal(blankMessage.status, 422)
      assert.equal(messageFor(blankMessage.body, 'message'), message)

      const empty = await agent.post('/api/contact', { name: '', email: '', message: '' })
      assert.equal(messageFor(empty.body, 'email'), message)
      assert.equal(messageFor(empty.body, 'message'), message)
    }
    assert.equal(await storedCount(), 0)
    assert.lengthOf(sentMails(), 0)
  })

  test('the email must be valid', async ({ assert }) => {
    const response = await visitor('ar').post('/api/contact', {
      email: 'omar@',
      message: 'Hello',
    })
    assert.equal(response.status, 422)
    assert.equal(messageFor(response.body, 'email'), 'يرجى إدخال بريد إلكتروني صالح')
  })

  test('a filled spam trap is answered like any message, then dropped', async ({ assert }) => {
    const response = await visitor().post('/api/contact', {
      email: 'bot@example.com',
      message: 'Cheap watches',
      website: 'https://spam.example',
    })
    assert.equal(response.status, 202)
    assert.equal(await storedCount(), 0)
    assert.lengthOf(sentMails(), 0)
  })

  test('10 messages per address per 10 minutes, then a translated 429', async ({ assert }) => {
    const agent = visitor('es')
    const form = { email: 'flood@example.com', message: 'Hello' }
    for (let attempt = 0; attempt < 10; attempt++) {
      assert.equal((await agent.post('/api/contact', form)).status, 202)
    }
    const limited = await agent.post('/api/contact', form)
    assert.equal(limited.status, 429)
    assert.isAtMost(Number(limited.headers.get('retry-after')), 10 * 60)
    assert.match(limited.body.errors[0].message, /\d+/)
    assert.equal(await storedCount(), 10)
  })
})
