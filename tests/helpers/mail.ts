import type { Group } from '@japa/runner/core'
import mail from '@adonisjs/mail/services/main'

type FakeMailer = ReturnType<typeof mail.fake>
export type SentMails = FakeMailer['messages']['sent']

/**
 * Each test of the group sends into a fake mailer of its own (nothing leaves the machine), put
 * back after the test. Returns what the running test has sent so far, optionally filtered.
 */
export function fakeMailEachTest(group: Group): SentMails {
  let mails: FakeMailer
  group.each.setup(() => {
    mails = mail.fake()
    return () => mail.restore()
  })
  return (finder) => mails.messages.sent(finder)
}
