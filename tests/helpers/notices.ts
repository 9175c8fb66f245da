import type { Assert } from '@japa/assert'
import type mail from '@adonisjs/mail/services/main'
import type { BrowserAgent } from '#tests/helpers/http'
import { runJobs } from '#tests/helpers/jobs'

/**
 * Once the queued deliveries ran, the customer has one notice titled `title` in the app, and it
 * was emailed to them (through the faked `mails`) with `text` in its body.
 */
export async function assertToldOnce(
  assert: Assert,
  mails: ReturnType<typeof mail.fake>,
  customer: { agent: BrowserAgent; user: { email: string } },
  { title, text }: { title: string; text: string }
) {
  await runJobs()
  const notices = (await customer.agent.get('/api/notifications')).body
  assert.lengthOf(
    notices.filter((notice: { title: string }) => notice.title === title),
    1
  )
  const [email] = mails.messages.sent((message) => message.hasSubject(title))
  assert.exists(email, 'the notice was emailed')
  email.assertTo(customer.user.email)
  email.assertTextIncludes(text)
}
