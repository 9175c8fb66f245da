import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { fakeMailEachTest, type SentMails } from '#tests/helpers/mail'
import PasswordResetToken from '#models/password_reset_token'
import { UserFactory, DEFAULT_PASSWORD } from '#database/factories/user_factory'
import { BrowserAgent, fieldErrors } from '#tests/helpers/http'
import { isolateEachTest } from '#tests/helpers/database'
import { queuedJobData, runJobs } from '#tests/helpers/jobs'
import SendPasswordResetLink from '#jobs/send_password_reset_link'

const NEW_PASSWORD = 'Fresh#2026start'

function tokenFrom(sentMails: SentMails) {
  const sent = sentMails()
  const text = String(sent[sent.length - 1].toJSON().message.text)
  return /reset-password\?token=([\w-]+)/.exec(text)![1]
}

test.group('Forgot and reset password', (group) => {
  isolateEachTest(group)
  const sentMails = fakeMailEachTest(group)

  test('answers 202 whether or not the account exists, and mails only real accounts', async ({
    assert,
  }) => {
    await UserFactory.merge({ email: 'known@example.com' }).create()
    const agent = new BrowserAgent()

    assert.equal(
      (await agent.post('/api/auth/forgot-password', { email: 'known@example.com' })).status,
      202
    )
    assert.equal(
      (await agent.post('/api/auth/forgot-password', { email: 'unknown@example.com' })).status,
      202
    )
    assert.lengthOf(sentMails(), 0, 'the answer does not wait for the mail server')
    await runJobs()

    const sent = sentMails()
    assert.lengthOf(sent, 1)
    sent[0].assertTo('known@example.com')
    sent[0].assertSubject('Reset your Sigma password')
  })

  test('the link is emailed once however often its job runs; its token is not in the queue', async ({
    assert,
  }) => {
    await UserFactory.merge({ email: 'twice@example.com' }).create()
    await new BrowserAgent().post('/api/auth/forgot-password', { email: 'twice@example.com' })
    const [queued] = await queuedJobData()
    const { payload } = JSON.parse(queued)
    // Queued again (a retry after a timeout, a second worker) before and after the first ran.
    await SendPasswordResetLink.dispatch(payload).run()
    await runJobs()
    await SendPasswordResetLink.dispatch(payload).run()
    await runJobs()

    assert.lengthOf(sentMails(), 1)
    const reset = await PasswordResetToken.firstOrFail()
    assert.isNotNull(reset.sentAt)
    assert.notInclude(queued, tokenFrom(sentMails), 'the token travels sealed')
  })

  test('the email is in the account’s language', async ({ assert }) => {
    await UserFactory.merge({ email: 'sofia@example.es', locale: 'es' }).create()
    await new BrowserAgent().post('/api/auth/forgot-password', { email: 'sofia@example.es' })
    await runJobs()
    sentMails()[0].assertSubject('Restablece tu contraseña de Sigma')
    assert.lengthOf(sentMails(), 1)
  })

  test('the link sets a new password once; the old password and the link stop working', async ({
    assert,
  }) => {
    await UserFactory.merge({ email: 'reset@example.com' }).create()
    const agent = new BrowserAgent()
    await agent.post('/api/auth/forgot-password', { email: 'reset@example.com' })
    await runJobs()
    const token = tokenFrom(sentMails)

    const reset = await agent.post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    })
    assert.equal(reset.status, 200)

    const oldLogin = await agent.post('/api/auth/login', {
      email: 'reset@example.com',
      password: DEFAULT_PASSWORD,
    })
    assert.equal(oldLogin.status, 400)
    const newLogin = await agent.post('/api/auth/login', {
      email: 'reset@example.com',
      password: NEW_PASSWORD,
    })
    assert.equal(newLogin.status, 200)

    const reuse = await agent.post('/api/auth/reset-password', {
      token,
      password: 'Another#2026pw',
      passwordConfirmation: 'Another#2026pw',
    })
    assert.equal(
      fieldErrors(reuse, 400).token,
      'This password reset link is invalid or has expired'
    )
  })

  test('an expired link is refused', async ({ assert }) => {
    await UserFactory.merge({ email: 'late@example.com' }).create()
    const agent = new BrowserAgent({ 'accept-language': 'ar' })
    await agent.post('/api/auth/forgot-password', { email: 'late@example.com' })
    await runJobs()
    await PasswordResetToken.query().update({
      expiresAt: DateTime.utc().minus({ minutes: 61 }).toFormat('yyyy-MM-dd HH:mm:ss'),
    })

    const response = await agent.post('/api/auth/reset-password', {
      token: tokenFrom(sentMails),
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    })
    assert.equal(
      fieldErrors(response, 400).token,
      'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية'
    )
  })

  test('the new password follows the same rules', async ({ assert }) => {
    const agent = new BrowserAgent()
    const weak = await agent.post('/api/auth/reset-password', {
      token: 'x',
      password: 'short',
      passwordConfirmation: 'short',
    })
    assert.equal(fieldErrors(weak).password, 'Password must be at least 8 characters')

    const mismatch = await agent.post('/api/auth/reset-password', {
      token: 'x',
      password: NEW_PASSWORD,
      passwordConfirmation: 'Other#2026pass',
    })
    assert.equal(mismatch.body.errors[0].message, 'Passwords must match')
  })

  test('the email is required and must be valid', async ({ assert }) => {
    const response = await new BrowserAgent({ 'accept-language': 'es' }).post(
      '/api/auth/forgot-password',
      { email: 'nope' }
    )
    assert.equal(fieldErrors(response).email, 'Introduce un correo electrónico válido')
  })

  test('more than 5 requests an hour for one email get a 429', async ({ assert }) => {
    const agent = new BrowserAgent()
    for (let attempt = 0; attempt < 5; attempt++) {
      assert.equal(
        (await agent.post('/api/auth/forgot-password', { email: 'spam@example.com' })).status,
        202
      )
    }
    const refused = await agent.post('/api/auth/forgot-password', { email: 'SPAM@example.com' })
    assert.equal(refused.status, 429)
    assert.equal(
      (await agent.post('/api/auth/forgot-password', { email: 'other@example.com' })).status,
      202
    )
  })
})
