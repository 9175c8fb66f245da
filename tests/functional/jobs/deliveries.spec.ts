import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { fakeMailEachTest } from '#tests/helpers/mail'
import FailedJob from '#models/failed_job'
import DeliverNotification from '#jobs/deliver_notification'
import NotificationDelivery from '#models/notification_delivery'
import { channels } from '#services/platform/notification_channels/main'
import { sendDelivery } from '#services/platform/deliveries'
import { messageIdOf, SEND_CLAIM_EXPIRES } from '#services/platform/send_once'
import { LOST_DELIVERY_AFTER, requeueLostDeliveries } from '#services/platform/notify'
import type { NotificationChannel } from '#services/platform/notification_channels/channel'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { runJobs } from '#tests/helpers/jobs'
import { receive } from '#tests/functional/parcels/helpers'

/** The email channel failing its first `failures` sends (a mail server down), then sending. */
function flakyEmail(failures: number) {
  const real = channels.email
  let attempts = 0
  const flaky: NotificationChannel = {
    name: 'email',
    recipientOf: (user) => real.recipientOf(user),
    send: async (...args) => {
      attempts++
      if (attempts <= failures) throw new Error('mail server unreachable')
      await real.send(...args)
    },
  }
  channels.email = flaky
  return {
    attempts: () => attempts,
    restore: () => {
      channels.email = real
    },
  }
}

/** Sends the delivery as the job `claimant` would; true when this call sent it. */
async function sendOnceOf(delivery: NotificationDelivery, claimant: string) {
  const before = (await delivery.refresh()).sentAt
  await sendDelivery(delivery.id, claimant)
  return before === null && (await delivery.refresh()).sentAt !== null
}

test.group('Background jobs: notification deliveries', (group) => {
  isolateEachTest(group)
  const sentMails = fakeMailEachTest(group)

  test('a delivery that fails twice, then succeeds, sends one email', async ({
    assert,
    cleanup,
  }) => {
    const staff = await signedIn('staff')
    const { user } = await signedIn()
    const email = flakyEmail(2)
    cleanup(email.restore)

    const pkg = await receive(staff.agent, user.customerId!)
    assert.lengthOf(sentMails(), 0, 'the request does not wait for the mail server')
    await runJobs()

    assert.equal(email.attempts(), 3)
    assert.lengthOf(sentMails(), 1)
    sentMails()[0].assertSubject(`Package ${pkg.number} arrived`)
    const deliveries = await NotificationDelivery.query().where('channel', 'email')
    assert.lengthOf(deliveries, 1)
    assert.isNotNull(deliveries[0].sentAt)
    assert.lengthOf(await FailedJob.all(), 0)
  })

  test('a delivery already sent is not sent again when its job runs again', async ({
    assert,
    cleanup,
  }) => {
    const staff = await signedIn('staff')
    const admin = await signedIn('admin')
    const { user } = await signedIn()
    // Fails on every try: the job lands in the failed list.
    const email = flakyEmail(Number.POSITIVE_INFINITY)
    cleanup(email.restore)
    await receive(staff.agent, user.customerId!)
    await runJobs()

    const list = await staff.agent.get('/api/admin/jobs/failed')
    assert.equal(list.status, 200)
    assert.equal(list.headers.get('x-total-count'), '1')
    const [failed] = list.body
    assert.containsSubset(failed, {
      job: 'DeliverNotification',
      queue: 'default',
      error: 'mail server unreachable',
      attempts: 3,
    })
    assert.lengthOf(sentMails(), 0)
    const later = DateTime.utc().plus(LOST_DELIVERY_AFTER).plus({ minutes: 1 })
    assert.equal(
      await requeueLostDeliveries(later),
      0,
      'a failed delivery is staff’s, not the sweep’s'
    )

    // The mail server is back: staff send the job back to the queue.
    email.restore()
    const retried = await admin.agent.post(`/api/admin/jobs/failed/${failed.id}/retry`)
    assert.equal(retried.status, 204)
    assert.equal(
      (await staff.agent.get('/api/admin/jobs/failed')).headers.get('x-total-count'),
      '0'
    )
    await runJobs()
    assert.lengthOf(sentMails(), 1)

    // Queued once more (a retry after a timeout, a second worker): the delivery already left.
    await DeliverNotification.dispatch(failed.payload).run()
    await runJobs()
    assert.lengthOf(sentMails(), 1)
  })

  test('a delivery whose job never reached the queue is sent by the sweep, once', async ({
    assert,
  }) => {
    const staff = await signedIn('staff')
    const { user } = await signedIn()
    const pkg = await receive(staff.agent, user.customerId!)
    // The queue was unreachable: the delivery row was written, its job never queued.
    await db.from('queue_jobs').delete()

    const lost = await NotificationDelivery.all()
    assert.sameMembers(
      lost.map((delivery) => delivery.channel),
      ['email', 'push']
    )

    assert.equal(await requeueLostDeliveries(), 0, 'a fresh delivery may still be on its way')
    const later = DateTime.utc().plus(LOST_DELIVERY_AFTER).plus({ minutes: 1 })
    assert.equal(await requeueLostDeliveries(later), 2)
    // A second sweep before a worker got to them queues them again: still one email.
    assert.equal(await requeueLostDeliveries(later), 2)
    await runJobs()

    for (const delivery of lost) assert.isNotNull((await delivery.refresh()).sentAt)
    assert.lengthOf(sentMails(), 1)
    sentMails()[0].assertSubject(`Package ${pkg.number} arrived`)
    assert.equal(await requeueLostDeliveries(later), 0, 'nothing is left to sweep')
  })

  test('two jobs sending the same delivery at the same moment send it once', async ({ assert }) => {
    const staff = await signedIn('staff')
    const { user } = await signedIn()
    await receive(staff.agent, user.customerId!)
    const delivery = await NotificationDelivery.findByOrFail('channel', 'email')

    await Promise.all([sendDelivery(delivery.id), sendDelivery(delivery.id)])

    assert.lengthOf(sentMails(), 1)
    await delivery.refresh()
    assert.isNotNull(delivery.sentAt)
  })

  test('a worker killed between the claim and the send: its job, handed back, sends it under the same Message-ID', async ({
    assert,
  }) => {
    const staff = await signedIn('staff')
    const { user } = await signedIn()
    await receive(staff.agent, user.customerId!)
    const delivery = await NotificationDelivery.findByOrFail('channel', 'email')
    // The dead worker's job had claimed it; the mail may or may not have left.
    const claim = {
      sending_by: 'job-of-the-dead-worker',
      sending_at: DateTime.utc().toSQL({ includeOffset: false }),
    }
    await db.from('notification_deliveries').where('id', delivery.id).update(claim)

    // The sweep's job meanwhile leaves it to the claimant.
    assert.isFalse(await sendOnceOf(delivery, 'a-sweep-job'))
    assert.lengthOf(sentMails(), 0)
    // The queue hands the claimant's job back to a live worker: it sends.
    assert.isTrue(await sendOnceOf(delivery, 'job-of-the-dead-worker'))
    assert.lengthOf(sentMails(), 1)
    assert.equal(
      sentMails()[0].nodeMailerMessage.messageId,
      messageIdOf({
        table: 'notification_deliveries',
        id: delivery.id,
        column: 'sent_at',
        createdAt: delivery.createdAt,
      })
    )
    assert.isNotNull((await delivery.refresh()).sentAt)
    // Sent: no job sends it again, the claimant's included.
    assert.isFalse(await sendOnceOf(delivery, 'job-of-the-dead-worker'))
    assert.lengthOf(sentMails(), 1)
  })

  test('a claim whose job the queue lost expires: then any job sends it', async ({ assert }) => {
    const staff = await signedIn('staff')
    const { user } = await signedIn()
    await receive(staff.agent, user.customerId!)
    const delivery = await NotificationDelivery.findByOrFail('channel', 'email')
    const old = DateTime.utc().minus(SEND_CLAIM_EXPIRES).minus({ seconds: 1 })
    await db
      .from('notification_deliveries')
      .where('id', delivery.id)
      .update({ sending_by: 'a-lost-job', sending_at: old.toSQL({ includeOffset: false }) })

    assert.isTrue(await sendOnceOf(delivery, 'a-sweep-job'))
    assert.lengthOf(sentMails(), 1)
  })

  test('the failed list is for staff; a customer is refused, an unknown job is a 404', async ({
    assert,
  }) => {
    const staff = await signedIn('staff')
    const { agent } = await signedIn()
    assert.equal((await agent.get('/api/admin/jobs/failed')).status, 403)
    assert.equal((await agent.post('/api/admin/jobs/failed/1/retry')).status, 403)
    assert.equal((await staff.agent.post('/api/admin/jobs/failed/999/retry')).status, 404)
  })
})
