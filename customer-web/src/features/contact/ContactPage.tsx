import type { FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  EMAIL_PATTERN,
  PageHeading,
  SendForm,
  TextArea,
  TextField,
  useSendForm,
  type FieldErrors,
} from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { apiRequest } from '../../api/client'
import '../../ui/content.css'

type Field = 'name' | 'email' | 'message'

export default function ContactPage() {
  usePageTitle('contact.title')
  const intl = useIntl()
  const form = useSendForm<Field>({
    empty: { name: '', email: '', message: '' },
    failureId: 'contact.error.sendFailed',
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = form.values.email.trim()
    const message = form.values.message.trim()
    const required = intl.formatMessage({ id: 'content.validation.required' })
    const missing = !email || !message
    const found: FieldErrors<Field> = missing
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
      <PageHeading lead={<FormattedMessage id="contact.lead" />}>
        <FormattedMessage id="contact.heading" />
      </PageHeading>

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

      <section aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">
          <FormattedMessage id="contact.form.title" />
        </h2>
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
          <TextField
            label={<FormattedMessage id="contact.form.name" />}
            autoComplete="name"
            {...form.bind('name')}
          />
          <TextField
            label={<FormattedMessage id="contact.form.email" />}
            type="email"
            autoComplete="email"
            required
            {...form.bind('email')}
          />
          <TextArea
            label={<FormattedMessage id="contact.form.message" />}
            hint={<FormattedMessage id="contact.form.messageHint" />}
            required
            rows={6}
            {...form.bind('message')}
          />
        </SendForm>
      </section>
    </div>
  )
}
