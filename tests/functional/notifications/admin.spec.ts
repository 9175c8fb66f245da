import { test } from '@japa/runner'
import { fakeMailEachTest } from '#tests/helpers/mail'
import ContactMessage from '#models/contact_message'
import { isolateEachTest } from '#tests/helpers/database'
import { BrowserAgent, messageFor } from '#tests/helpers/http'
import { signedIn } from '#tests/helpers/auth'
import { runJobs } from '#tests/helpers/jobs'

/** A notice as staff write it: the same words in the three languages. */
const texts = {
  en: { title: 'Warehouse closed Friday', body: 'Back on Monday.' },
  es: { title: 'Almacén cerrado el viernes', body: 'Volvemos el lunes.' },
  ar: { title: 'المستودع مغلق يوم الجمعة', body: 'نعود يوم الاثنين.' },
}
const notice = { type: 'system_alert', texts }

test.group('Back office: notifications to customers', (group) => {
  isolateEachTest(group)
  const sentMails = fakeMailEachTest(group)

  test('to one customer: only they receive it, in their own language', async ({ assert }) => {
    const staff = await signedIn('staff')
    const customer = await signedIn()
    const other = await signedIn()
    await customer.agent.put('/api/settings/profile', { locale: 'es' })

    const sent = await staff.agent.post('/api/admin/notifications', {
      userId: customer.user.id,
      ...notice,
    })
    assert.equal(sent.status, 201)
    assert.containsSubset(sent.body, {
      audience: 'user',
      userId: customer.user.id,
      type: 'system_alert',
      ...texts.en,
      recipientCount: 1,
      sentBy: { id: staff.user.id },
    })

    const [received] = (await customer.agent.get('/api/notifications')).body
    assert.containsSubset(received, { ...texts.es, read: false })
    assert.lengthOf((await other.agent.get('/api/notifications')).body, 0)
    await runJobs()
    assert.lengthOf(sentMails(), 1)
    sentMails()[0].assertSubject('Almacén cerrado el viernes')
  })

  test('to one customer: their language is enough, and the one asked for when it is missing', async ({
    assert,
  }) => {
    const staff = await signedIn('staff')
    const maria = await signedIn('customer', { locale: 'es' })
    const layla = await signedIn('customer', { locale: 'ar' })

    const toMaria = await staff.agent.post('/api/admin/notifications', {
      userId: maria.user.id,
      type: 'system_alert',
      texts: { es: texts.es },
    })
    assert.equal(toMaria.status, 201)
    // With no English, the record of the send keeps the words she received.
    assert.containsSubset(toMaria.body, { ...texts.es, recipientCount: 1 })
    const [received] = (await maria.agent.get('/api/notifications')).body
    assert.containsSubset(received, texts.es)

    const toLayla = await staff.agent.post('/api/admin/notifications', {
      userId: layla.user.id,
      type: 'system_alert',
      texts: { en: texts.en, es: texts.es },
    })
    assert.equal(toLayla.status, 422)
    assert.equal(
      messageFor(toLayla.body, 'texts.ar'),
      'Write the notice in Arabic: this customer reads the service in it'
    )
    assert.lengthOf((await layla.agent.get('/api/notifications')).body, 0)

    // Half a language is refused on its own field.
    const half = await staff.agent.post('/api/admin/notifications', {
      userId: layla.user.id,
      type: 'system_alert',
      texts: { ar: { title: texts.ar.title } },
    })
    assert.equal(half.status, 422)
    assert.exists(messageFor(half.body, 'texts.ar.body'))
  })

  test('to all customers: every customer in their language, no staff; the sent list shows it', async ({
    assert,
  }) => {
    const staff = await signedIn('staff')
    const admin = await signedIn('admin')
    const customers = [await signedIn(), await signedIn(), await signedIn()]
    await customers[1].agent.put('/api/settings/profile', { locale: 'es' })
    await customers[2].agent.put('/api/settings/profile', { locale: 'ar' })

    const sent = await admin.agent.post('/api/admin/notifications', {
      audience: 'all',
      type: 'promotion',
      texts: {
        en: { title: 'Free storage week', body: 'Free storage for packages received this week.' },
        es: { title: 'Semana de almacenaje gratis', body: 'Almacenaje gratis esta semana.' },
        ar: { title: 'أسبوع التخزين المجاني', body: 'تخزين مجاني للطرود هذا الأسبوع.' },
      },
    })
    assert.equal(sent.status, 201)
    assert.equal(sent.body.recipientCount, 3)
    assert.isNull(sent.body.userId)
    assert.equal(sent.body.title, 'Free storage week')
    const titles = []
    for (const { agent } of customers) {
      const list = (await agent.get('/api/notifications')).body
      assert.lengthOf(list, 1)
      titles.push(list[0].title)
    }
    assert.deepEqual(titles, [
      'Free storage week',
      'Semana de almacenaje gratis',
      'أسبوع التخزين المجاني',
    ])
    assert.lengthOf((await staff.agent.get('/api/notifications')).body, 0)

    await staff.agent.post('/api/admin/notifications', { userId: customers[0].user.id, ...notice })
    const list = await staff.agent.get('/api/admin/notifications?_start=0&_end=1')
    assert.equal(list.status, 200)
    assert.equal(list.headers.get('x-total-count'), '2')
    assert.lengthOf(list.body, 1)
    assert.equal(list.body[0].title, texts.en.title)
    const promotions = await staff.agent.get('/api/admin/notifications?audience=all')
    assert.deepEqual(
      promotions.body.map((broadcast: { title: string }) => broadcast.title),
      ['Free storage week']
    )
  })

  test('the sent list searches the title and the text (q)', async ({ assert }) => {
    const staff = await signedIn('staff')
    const customer = await signedIn()
    await staff.agent.post('/api/admin/notifications', { userId: customer.user.id, ...notice })
    const sale = (title: string, body: string) => ({ title, body })
    await staff.agent.post('/api/admin/notifications', {
      audience: 'all',
      type: 'promotion',
      texts: {
        en: sale('Black Friday', 'Half-price consolidation.'),
        es: sale('Viernes negro', 'Consolidación a mitad de precio.'),
        ar: sale('الجمعة البيضاء', 'التجميع بنصف السعر.'),
      },
    })

    const byTitle = await staff.agent.get('/api/admin/notifications?q=friday')
    assert.equal(byTitle.headers.get('x-total-count'), '2')
    const byBody = await staff.agent.get('/api/admin/notifications?q=HALF-PRICE')
    assert.deepEqual(
      byBody.body.map((broadcast: { title: string }) => broadcast.title),
      ['Black Friday']
    )
    const none = await staff.agent.get('/api/admin/notifications?q=parcel%25')
    assert.equal(none.headers.get('x-total-count'), '0')
  })

  test('refuses a missing recipient, a staff recipient, an unknown type and a missing language', async ({
    assert,
  }) => {
    const staff = await signedIn('staff')
    const colleague = await signedIn('staff')

    const noRecipient = await staff.agent.post('/api/admin/notifications', notice)
    assert.equal(noRecipient.status, 422)
    assert.exists(messageFor(noRecipient.body, 'userId'))

    const toStaff = await staff.agent.post('/api/admin/notifications', {
      userId: colleague.user.id,
      ...notice,
    })
    assert.equal(toStaff.status, 422)
    assert.equal(messageFor(toStaff.body, 'userId'), 'Choose a customer account')

    const bad = await staff.agent.post('/api/admin/notifications', {
      audience: 'all',
      type: 'gossip',
      texts: { en: { title: '', body: 'x' }, es: texts.es },
    })
    assert.equal(bad.status, 422)
    assert.equal(messageFor(bad.body, 'type'), 'Please select an option')
    assert.equal(messageFor(bad.body, 'texts.en.title'), 'Title is required')
    assert.equal(messageFor(bad.body, 'texts.ar'), 'Arabic text is required')
    assert.lengthOf((await staff.agent.get('/api/admin/notifications')).body, 0)
  })

  test('customers get a 403 on every back-office route, visitors a 401', async ({ assert }) => {
    const { agent } = await signedIn()
    const visitor = new BrowserAgent()
    const message = await ContactMessage.create({
      email: 'ana@example.com',
      message: 'Hola',
      locale: 'es',
    })
    for (const [method, path] of [
      ['GET', '/api/admin/notifications'],
      ['POST', '/api/admin/notifications'],
      ['GET', '/api/admin/inbox'],
      ['POST', `/api/admin/inbox/contact-${message.id}/read`],
      ['POST', `/api/admin/inbox/contact-${message.id}/resolve`],
    ]) {
      const body = method === 'GET' ? undefined : { audience: 'all', ...notice }
      const refused = await agent.request(method, path, body)
      assert.equal(refused.status, 403, `${method} ${path}`)
      assert.deepEqual(refused.body, {
        errors: [{ message: 'You are not authorized to perform this action' }],
      })
      assert.equal((await visitor.request(method, path, body)).status, 401, `${method} ${path}`)
    }
    await message.refresh()
    assert.isNull(message.readAt)
    assert.isNull(message.resolvedAt)
  })
})

test.group('Back office: staff inbox', (group) => {
  isolateEachTest(group)

  const write = (email: string, message: string) =>
    ContactMessage.create({ name: null, email, message, locale: 'es', ip: '203.0.113.7' })

  test('lists contact messages newest first; read and resolve them', async ({ assert }) => {
    const staff = await signedIn('staff')
    const older = await write('ana@example.com', '¿Cuánto cuesta enviar a Lima?')
    const newer = await write('omar@example.com', 'Where is my package?')

    const inbox = await staff.agent.get('/api/admin/inbox')
    assert.equal(inbox.status, 200)
    assert.equal(inbox.headers.get('x-total-count'), '2')
    assert.deepEqual(
      inbox.body.map((item: { id: string }) => item.id),
      [`contact-${newer.id}`, `contact-${older.id}`]
    )
    assert.containsSubset(inbox.body[1], {
      kind: 'contact',
      email: 'ana@example.com',
      message: '¿Cuánto cuesta enviar a Lima?',
      locale: 'es',
      read: false,
      resolved: false,
    })

    const read = await staff.agent.post(`/api/admin/inbox/contact-${older.id}/read`)
    assert.equal(read.status, 200)
    assert.containsSubset(read.body, { read: true, resolved: false })
    const resolved = await staff.agent.post(`/api/admin/inbox/contact-${newer.id}/resolve`)
    assert.containsSubset(resolved.body, { read: true, resolved: true })
    assert.equal(resolved.body.readAt, resolved.body.resolvedAt)

    const open = await staff.agent.get('/api/admin/inbox?resolved=false')
    assert.deepEqual(
      open.body.map((item: { id: string }) => item.id),
      [`contact-${older.id}`]
    )
    const search = await staff.agent.get('/api/admin/inbox?q=LIMA')
    assert.equal(search.headers.get('x-total-count'), '1')
  })

  test('an unknown item is a 404', async ({ assert }) => {
    const staff = await signedIn('staff')
    for (const id of ['contact-999', 'order-1', '12']) {
      const missing = await staff.agent.post(`/api/admin/inbox/${id}/read`)
      assert.equal(missing.status, 404, id)
      assert.deepEqual(missing.body, {
        errors: [{ message: 'This message is not in the inbox' }],
      })
    }
  })
})
