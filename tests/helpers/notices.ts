import type { Assert } from '@japa/assert'
import type { SentMails } from '#tests/helpers/mail'
import type { BrowserAgent } from '#tests/helpers/http'
import { runJobs } from '#tests/helpers/jobs'

/**
 * Once the queued deliveries ran, the customer has one notice titled `title` in the app, and it
 * was emailed to them (among `sentMails`) with `text` in its body.
 */
export async function assertToldOnce(
  assert: Assert,
  sentMails: SentMails,
  customer: { agent: BrowserAgent; user: { email: string } },
  { title, text }: { title: string; text: string }
) {
  await runJobs()
  const notices = (await customer.agent.get('/api/notifications')).body
  assert.lengthOf(
    notices.filter((notice: { title: string }) => notice.title === title),
    1
  )
  const [email] = sentMails((message) => message.hasSubject(title))
  assert.exists(email, 'the notice was emailed')
  email.assertTo(customer.user.email)
  email.assertTextIncludes(text)
}
