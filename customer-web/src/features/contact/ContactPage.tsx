import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, PageHeading, TextArea, TextField } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { ApiError, apiRequest } from '../../api/client'
import '../content/content.css'

type Field = 'name' | 'email' | 'message'
type Status = 'idle' | 'sending' | 'sent'
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export default function ContactPage() {
  usePageTitle('contact.title')
  const intl = useIntl()
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' })
  const [status, setStatus] = useState<Status>('idle')
  const [formError, setFormError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({})

  const update = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setFieldErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    setFieldErrors({})
    const email = values.email.trim()
    const message = values.message.trim()
    if (!email || !message) {
      setFormError(intl.formatMessage({ id: 'contact.error.bothRequired' }))
      setFieldErrors({
        email: email ? undefined : intl.formatMessage({ id: 'content.validation.required' }),
        message: message ? undefined : intl.formatMessage({ id: 'content.validation.required' }),
      })
      return
    }
    if (!EMAIL_PATTERN.test(email)) {
      setFieldErrors({ email: intl.formatMessage({ id: 'content.validation.invalidEmail' }) })
      return
    }
    setStatus('sending')
    try {
      await apiRequest('POST', '/api/contact', { name: values.name.trim(), email, message })
      setStatus('sent')
      setValues({ name: '', email: '', message: '' })
    } catch (error) {
      setStatus('idle')
      const serverErrors = error instanceof ApiError ? error.errors : []
      const byField: Partial<Record<Field, string>> = {}
      const general: string[] = []
      for (const item of serverErrors) {
        if (item.field === 'name' || item.field === 'email' || item.field === 'message') {
          byField[item.field] ??= item.message
        } else if (item.message) {
          general.push(item.message)
        }
      }
      setFieldErrors(byField)
      if (Object.keys(byField).length === 0) {
        setFormError(
          general.length > 0 && error instanceof ApiError && error.status < 500
            ? general.join(' ')
            : intl.formatMessage({ id: 'contact.error.sendFailed' })
        )
      }
    }
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
        {status === 'sent' ? (
          <div className="form-success" role="status">
            <p>
              <FormattedMessage id="contact.success" />
            </p>
            <Button variant="secondary" onClick={() => setStatus('idle')}>
              <FormattedMessage id="contact.sendAnother" />
            </Button>
          </div>
        ) : (
          <form
            className="content-form"
            noValidate
            onSubmit={submit}
            aria-describedby={formError ? 'contact-form-error' : undefined}
          >
            <TextField
              label={<FormattedMessage id="contact.form.name" />}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={update('name')}
              error={fieldErrors.name}
            />
            <TextField
              label={<FormattedMessage id="contact.form.email" />}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={update('email')}
              error={fieldErrors.email}
            />
            <TextArea
              label={<FormattedMessage id="contact.form.message" />}
              hint={<FormattedMessage id="contact.form.messageHint" />}
              name="message"
              required
              rows={6}
              value={values.message}
              onChange={update('message')}
              error={fieldErrors.message}
            />
            {formError && (
              <p id="contact-form-error" className="form-error" role="alert">
                {formError}
              </p>
            )}
            <div>
              <Button type="submit" busy={status === 'sending'}>
                <FormattedMessage
                  id={status === 'sending' ? 'contact.form.sending' : 'contact.form.submit'}
                />
              </Button>
            </div>
          </form>
        )}
      </section>
    </div>
  )
}
