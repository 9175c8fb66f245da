import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { fakeMailEachTest } from '#tests/helpers/mail'
import Notification from '#models/notification'
import NotificationDelivery from '#models/notification_delivery'
import Package from '#models/package'
import StorageReminder from '#models/storage_reminder'
import { sendStorageReminders } from '#services/parcels/storage_reminders'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { runJobs } from '#tests/helpers/jobs'
import { receive } from '#tests/functional/parcels/helpers'
import { eventually, startAce } from '#tests/functional/faults/processes'

/** A package of the customer's, received `daysAgo` days ago. */
async function storedFor(customerId: string, daysAgo: number) {
  const staff = await signedIn('staff')
  const pkg = await receive(staff.agent, customerId)
  const stored = await Package.findByOrFail('number', pkg.number)
  stored.receivedAt = DateTime.utc().minus({ days: daysAgo })
  await stored.save()
  return stored
}

test.group('Storage reminders', (group) => {
  isolateEachTest(group)
  const sentMails = fakeMailEachTest(group)

  test('in the customer’s language, through the channels they chose, once per threshold', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn()
    await agent.put('/api/settings/profile', { locale: 'es' })
    await agent.put('/api/settings/notifications', { email: true, sms: true, push: false })
    const pkg = await storedFor(user.customerId!, 24)

    assert.equal(await sendStorageReminders(), 1)
    assert.equal(await sendStorageReminders(), 0, 'never twice for the same threshold')
    await runJobs()

    const deliveries = await NotificationDelivery.query()
      .join('notifications', 'notifications.id', 'notification_deliveries.notification_id')
      .where('notifications.type', 'storage_reminder')
      .whereNotNull('sent_at')
    assert.sameMembers(
      deliveries.map((delivery) => delivery.channel),
      ['email', 'sms']
    )
    // The arrival email and the reminder are separate jobs, so either may leave first.
    const subject = `Paquete ${pkg.number}: quedan 7 días de almacenaje gratuito`
    const [email] = sentMails((message) => message.hasSubject(subject))
    assert.exists(email, 'the reminder email was sent')
    email.assertTo(user.email)
    const [inApp] = (await agent.get('/api/notifications')).body
    assert.equal(inApp.type, 'storage_reminder')
    assert.lengthOf(sentMails(), 2, 'the package’s arrival and the reminder')

    // A day later it is on its last free day: the next reminder, then fees.
    assert.equal(await sendStorageReminders(DateTime.utc().plus({ days: 5, hours: 1 })), 1)
    assert.equal(await sendStorageReminders(DateTime.utc().plus({ days: 7 })), 1)
    const thresholds = await StorageReminder.query().where('package_id', pkg.id).orderBy('id')
    assert.deepEqual(
      thresholds.map((reminder) => reminder.threshold),
      ['7_days_left', '1_day_left', 'fees_started']
    )
  })

  test('package updates switched off: the reminder stays in the app', async ({ assert }) => {
    const { user, agent } = await signedIn()
    await agent.put('/api/settings/notifications', { packageUpdates: false })
    await storedFor(user.customerId!, 31)

    assert.equal(await sendStorageReminders(), 1)
    await runJobs()
    assert.lengthOf(await NotificationDelivery.all(), 0)
    assert.lengthOf(sentMails(), 0)
    const [notice] = await Notification.query().where('type', 'storage_reminder')
    assert.equal(notice.values.reason, 'fees_started')
  })

  test('two schedulers running side by side send a reminder once', async ({ assert, cleanup }) => {
    const { user } = await signedIn()
    await storedFor(user.customerId!, 29.5)

    const schedulers = [startAce('scheduler:run'), startAce('scheduler:run')]
    cleanup(async () => {
      await Promise.all(schedulers.map((scheduler) => scheduler.kill9()))
    })
    const bothDone = await eventually(
      async () =>
        schedulers.every((scheduler) => scheduler.output().includes('Schedule worker started')) &&
        (await StorageReminder.all()).length === 1,
      600
    )
    assert.isTrue(bothDone, schedulers.map((scheduler) => scheduler.output()).join('\n'))
    // Both ran their tasks on start; the lock let only one of them through.
    await eventually(async () => false, 10)
    const runs = schedulers
      .map((scheduler) => scheduler.output().match(/task: "storage-reminders"/g)?.length ?? 0)
      .reduce((sum, count) => sum + count, 0)
    assert.equal(runs, 1, schedulers.map((scheduler) => scheduler.output()).join('\n'))
    assert.lengthOf(await StorageReminder.all(), 1)
    assert.lengthOf(await Notification.query().where('type', 'storage_reminder'), 1)
  }).timeout(90_000)
})
