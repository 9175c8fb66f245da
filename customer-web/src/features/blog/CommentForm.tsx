import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button, TextArea, TextField } from '../../ui'
import { ApiError, apiRequest } from '../../api/client'

type Field = 'name' | 'email' | 'message'
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const EMPTY: Record<Field, string> = { name: '', email: '', message: '' }

/** Comment form of a post: name, email, message; accepted comments wait for moderation. */
export function CommentForm({ slug }: { slug: string }) {
  const intl = useIntl()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')

  const update = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    const trimmed = {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
    }
    const found: Partial<Record<Field, string>> = {}
    for (const field of ['name', 'email', 'message'] as const) {
      if (!trimmed[field]) found[field] = intl.formatMessage({ id: 'content.validation.required' })
    }
    if (trimmed.email && !EMAIL_PATTERN.test(trimmed.email)) {
      found.email = intl.formatMessage({ id: 'content.validation.invalidEmail' })
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return

    setStatus('sending')
    try {
      await apiRequest('POST', `/api/blog/posts/${encodeURIComponent(slug)}/comments`, trimmed)
      setStatus('sent')
      setValues(EMPTY)
    } catch (error) {
      setStatus('idle')
      const byField: Partial<Record<Field, string>> = {}
      for (const item of error instanceof ApiError ? error.errors : []) {
        if (item.field === 'name' || item.field === 'email' || item.field === 'message')
          byField[item.field] ??= item.message
      }
      setErrors(byField)
      if (Object.keys(byField).length === 0) {
        const general =
          error instanceof ApiError && error.status < 500
            ? error.errors.find((item) => !item.field)
            : undefined
        setFormError(general?.message ?? intl.formatMessage({ id: 'blog.comments.error' }))
      }
    }
  }

  return (
    <section className="blog-comments" aria-labelledby="blog-comments-heading">
      <h2 id="blog-comments-heading">
        <FormattedMessage id="blog.comments.title" />
      </h2>
      {status === 'sent' ? (
        <div className="form-success" role="status">
          <p>
            <FormattedMessage id="blog.comments.success" />
          </p>
          <Button variant="secondary" onClick={() => setStatus('idle')}>
            <FormattedMessage id="blog.comments.another" />
          </Button>
        </div>
      ) : (
        <form className="content-form" noValidate onSubmit={submit}>
          <p className="content-hint">
            <FormattedMessage id="blog.comments.hint" />
          </p>
          <div className="content-form-row content-form-row--2">
            <TextField
              label={<FormattedMessage id="blog.comments.name" />}
              name="name"
              autoComplete="name"
              required
              value={values.name}
              onChange={update('name')}
              error={errors.name}
            />
            <TextField
              label={<FormattedMessage id="blog.comments.email" />}
              hint={<FormattedMessage id="blog.comments.emailHint" />}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={update('email')}
              error={errors.email}
            />
          </div>
          <TextArea
            label={<FormattedMessage id="blog.comments.message" />}
            name="message"
            required
            rows={5}
            value={values.message}
            onChange={update('message')}
            error={errors.message}
          />
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          <div>
            <Button type="submit" busy={status === 'sending'}>
              <FormattedMessage id="blog.comments.submit" />
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
