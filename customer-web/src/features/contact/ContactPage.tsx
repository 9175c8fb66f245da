import type { FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  EMAIL_PATTERN,
  MessageFields,
  MessageHeading,
  SendForm,
  TitledSection,
  useMessageForm,
} from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { apiRequest } from '../../api/client'
import '../../ui/content.css'

export default function ContactPage() {
  usePageTitle('contact.title')
  const intl = useIntl()
  const form = useMessageForm('contact.error.sendFailed')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = form.values.email.trim()
    const message = form.values.message.trim()
    const required = intl.formatMessage({ id: 'content.validation.required' })
    const missing = !email || !message
    const found = missing
      ? { email: email ? undefined : required, message: message ? undefined : required }
      : EMAIL_PATTERN.test(email)
        ? {}
        : { email: intl.formatMessage({ id: 'content.validation.invalidEmail' }) }
    const formError = missing ? intl.formatMessage({ id: 'contact.error.bothRequired' }) : undefined
    if (!form.check(found, formError)) return
    void form.send(() =>
      apiRequest('POST', '/api/contact', { name: form.values.name.trim(), email, message })
    )
  }

  return (
    <div className="content-page content-narrow">
      <MessageHeading titleId="contact.heading" leadId="contact.lead" />

      <section className="content-callout" aria-labelledby="contact-hours-title">
        <h2 id="contact-hours-title" className="contact-hours-title">
          <FormattedMessage id="contact.hours.title" />
        </h2>
        <ul className="content-list">
          <li>
            <FormattedMessage id="contact.hours.weekdays" />
          </li>
          <li>
            <FormattedMessage id="contact.hours.saturday" />
          </li>
          <li>
            <FormattedMessage id="contact.hours.sunday" />
          </li>
        </ul>
        <p>
          <FormattedMessage id="contact.hours.reply" />
        </p>
      </section>

      <TitledSection headingId="contact-form-title" titleId="contact.form.title">
        <SendForm
          form={form}
          onSubmit={submit}
          className="content-form"
          errorId="contact-form-error"
          success={<FormattedMessage id="contact.success" />}
          againLabel={<FormattedMessage id="contact.sendAnother" />}
          submitLabel={
            <FormattedMessage
              id={form.status === 'sending' ? 'contact.form.sending' : 'contact.form.submit'}
            />
          }
        >
          <MessageFields
            form={form}
            labels="contact.form"
            hints={{ message: 'contact.form.messageHint' }}
            rows={6}
          />
        </SendForm>
      </TitledSection>
    </div>
  )
}
