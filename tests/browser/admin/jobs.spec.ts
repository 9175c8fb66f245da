import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import { channels } from '#services/platform/notification_channels/main'
import { notify } from '#services/platform/notify'
import { openBackOffice } from './support.js'
import { DEMO_ACCOUNTS } from '#tests/helpers/auth'
import { runJobs } from '#tests/helpers/jobs'
import { closeBrowser, seriousViolations, unexpectedErrors } from '#tests/helpers/browser'

test.group('Back office: failed jobs', (group) => {
  group.teardown(() => closeBrowser())

  test('staff see an email that could not be sent and send it again', async ({
    assert,
    cleanup,
  }) => {
    const mails = mail.fake()
    cleanup(() => mail.restore())
    // What earlier tests queued (demo data's notices) goes first: only this notice meets the broken server.
    await runJobs()
    const email = channels.email
    cleanup(() => {
      channels.email = email
    })
    // The mail server refuses every try: the delivery ends in the failed list.
    channels.email = {
      ...email,
      name: 'email',
      recipientOf: (user) => email.recipientOf(user),
      send: async () => {
        throw new Error('mail server unreachable')
      },
    }
    const maria = await User.findByOrFail('email', DEMO_ACCOUNTS.maria.email)
    await notify(maria, 'system_alert')
    await runJobs()
    channels.email = email

    const { page, consoleErrors } = await openBackOffice('/jobs')
    await page.getByRole('heading', { name: 'Failed jobs' }).waitFor()
    const row = page.locator('tr', { hasText: 'mail server unreachable' })
    await row.getByText('Notification delivery (email, SMS, push)').waitFor()
    assert.deepEqual(await seriousViolations(page), [])

    await row.getByRole('button', { name: 'Retry' }).click()
    await page.getByText('Sent back to the queue').waitFor()
    await page.getByText('No failed job.').waitFor()
    await runJobs()
    assert.isTrue(mails.messages.sent().some((message) => message.hasTo(maria.email)))
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })
})
