import { test } from '@japa/runner'
import env from '#start/env'
import { fakeMailEachTest } from '#tests/helpers/mail'
import NotificationDelivery from '#models/notification_delivery'
import type User from '#models/user'
import { isolateEachTest } from '#tests/helpers/database'
import type { BrowserAgent } from '#tests/helpers/http'
import { receive } from '#tests/functional/parcels/helpers'
import { signedIn } from '#tests/helpers/auth'
import { runJobs } from '#tests/helpers/jobs'

const ALL_OFF = {
  email: false,
  sms: false,
  push: false,
  marketing: false,
  orderUpdates: false,
  packageUpdates: false,
  promotions: false,
}

/** The outside channels each of the user's notifications left through, oldest first. */
async function channelsOf(user: User) {
  await runJobs()
  const deliveries = await NotificationDelivery.query()
    .whereNotNull('sent_at')
    .join('notifications', 'notifications.id', 'notification_deliveries.notification_id')
    .where('notifications.user_id', user.id)
    .orderBy('notification_deliveries.id')
  return deliveries.map((delivery) => delivery.channel)
}

async function staffSends(staff: BrowserAgent, userId: number, type: string) {
  const response = await staff.post('/api/admin/notifications', {
    userId,
    type,
    texts: Object.fromEntries(
      ['en', 'es', 'ar'].map((locale) => [locale, { title: `A ${type}`, body: 'Written by staff' }])
    ),
  })
  if (response.status !== 201) throw new Error(`send failed: ${response.status}`)
}

test.group('Notification channels follow the preferences', (group) => {
  isolateEachTest(group)
  const sentMails = fakeMailEachTest(group)

  test('with the default switches a package update goes by email and push, not SMS', async ({
    assert,
  }) => {
    const staff = await signedIn('staff')
    const { user } = await signedIn()
    const pkg = await receive(staff.agent, user.customerId!)

    assert.deepEqual(await channelsOf(user), ['email', 'push'])
    const [email] = sentMails()
    email.assertTo(user.email)
    email.assertSubject(`Package ${pkg.number} arrived`)
    email.assertTextIncludes(`See your package: ${env.get('APP_URL')}/packages/${pkg.number}`)
  })

  test('each channel switch turns its channel off or on', async ({ assert }) => {
    const staff = await signedIn('staff')
    const { user, agent } = await signedIn()
    const saved = await agent.put('/api/settings/notifications', { email: false, sms: true })
    assert.equal(saved.status, 200)

    await receive(staff.agent, user.customerId!)
    assert.deepEqual(await channelsOf(user), ['sms', 'push'])
    assert.lengthOf(sentMails(), 0)
  })

  test('package updates off: a received package stays in the app only', async ({ assert }) => {
    const staff = await signedIn('staff')
    const { user, agent } = await signedIn()
    await agent.put('/api/settings/notifications', { packageUpdates: false, sms: true })

    await receive(staff.agent, user.customerId!)
    assert.deepEqual(await channelsOf(user), [])
    assert.equal((await agent.get('/api/notifications')).headers.get('x-total-count'), '1')

    // Order updates are another switch: still on.
    await staffSends(staff.agent, user.id, 'order_updated')
    assert.deepEqual(await channelsOf(user), ['email', 'sms', 'push'])
  })

  test('a promotion needs both the promotions and the marketing switches', async ({ assert }) => {
    const staff = await signedIn('staff')
    const { user, agent } = await signedIn()

    await staffSends(staff.agent, user.id, 'promotion')
    assert.deepEqual(await channelsOf(user), [], 'both off by default')

    await agent.put('/api/settings/notifications', { promotions: true })
    await staffSends(staff.agent, user.id, 'promotion')
    assert.deepEqual(await channelsOf(user), [], 'marketing still off')

    await agent.put('/api/settings/notifications', { marketing: true })
    await staffSends(staff.agent, user.id, 'promotion')
    assert.deepEqual(await channelsOf(user), ['email', 'push'])
  })

  test('a wallet update goes by the channel switches alone', async ({ assert }) => {
    const staff = await signedIn('staff')
    const { user, agent } = await signedIn()
    await agent.put('/api/settings/notifications', { ...ALL_OFF, push: true })

    await staffSends(staff.agent, user.id, 'wallet_update')
    assert.deepEqual(await channelsOf(user), ['push'])
  })

  test('a security alert is always emailed, even with every switch off', async ({ assert }) => {
    const staff = await signedIn('staff')
    const { user, agent } = await signedIn()
    await agent.put('/api/settings/notifications', ALL_OFF)

    await staffSends(staff.agent, user.id, 'system_alert')
    await staffSends(staff.agent, user.id, 'order_created')
    assert.deepEqual(await channelsOf(user), ['email'])
    sentMails()[0].assertSubject('A system_alert')

    await agent.put('/api/settings/notifications', { sms: true })
    await staffSends(staff.agent, user.id, 'system_alert')
    assert.deepEqual(await channelsOf(user), ['email', 'email', 'sms'])
  })

  test('emails are written in the recipient’s language', async ({ assert }) => {
    const staff = await signedIn('staff')
    const { user, agent } = await signedIn()
    await agent.put('/api/settings/profile', { locale: 'ar' })

    const pkg = await receive(staff.agent, user.customerId!, { sender: 'Amazon' })
    await runJobs()
    const [email] = sentMails()
    // Latin runs (the package's number, a Latin name) are isolated from the Arabic around them.
    email.assertSubject(`وصل الطرد \u2066${pkg.number}\u2069`)
    email.assertTextIncludes(`مرحبًا \u2066${user.firstName}\u2069،`)
    email.assertTextIncludes(
      `عرض طردك: ${env.get('APP_URL')}${encodeURI('/ar/الطرود/')}${pkg.number}`
    )
    email.assertHtmlIncludes('dir="rtl"')
    assert.lengthOf(sentMails(), 1)
  })
})
