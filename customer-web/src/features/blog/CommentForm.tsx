import type { FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { apiRequest } from '../../api/client'
import {
  EMAIL_PATTERN,
  SendForm,
  TextArea,
  TextField,
  useSendForm,
  type FieldErrors,
} from '../../ui'

type Field = 'name' | 'email' | 'message'
const EMPTY: Record<Field, string> = { name: '', email: '', message: '' }

/** Comment form of a post: name, email, message; accepted comments wait for moderation. */
export function CommentForm({ slug }: { slug: string }) {
  const intl = useIntl()
  const form = useSendForm({ empty: EMPTY, failureId: 'blog.comments.error' })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trimmed = {
      name: form.values.name.trim(),
      email: form.values.email.trim(),
      message: form.values.message.trim(),
    }
    const found: FieldErrors<Field> = {}
    for (const field of ['name', 'email', 'message'] as const) {
      if (!trimmed[field]) found[field] = intl.formatMessage({ id: 'content.validation.required' })
    }
    if (trimmed.email && !EMAIL_PATTERN.test(trimmed.email)) {
      found.email = intl.formatMessage({ id: 'content.validation.invalidEmail' })
    }
    if (!form.check(found)) return
    void form.send(() =>
      apiRequest('POST', `/api/blog/posts/${encodeURIComponent(slug)}/comments`, trimmed)
    )
  }

  return (
    <section className="blog-comments" aria-labelledby="blog-comments-heading">
      <h2 id="blog-comments-heading">
        <FormattedMessage id="blog.comments.title" />
      </h2>
      <SendForm
        form={form}
        onSubmit={submit}
        className="content-form"
        success={<FormattedMessage id="blog.comments.success" />}
        againLabel={<FormattedMessage id="blog.comments.another" />}
        submitLabel={<FormattedMessage id="blog.comments.submit" />}
      >
        <p className="content-hint">
          <FormattedMessage id="blog.comments.hint" />
        </p>
        <div className="content-form-row content-form-row--2">
          <TextField
            label={<FormattedMessage id="blog.comments.name" />}
            autoComplete="name"
            required
            {...form.bind('name')}
          />
          <TextField
            label={<FormattedMessage id="blog.comments.email" />}
            hint={<FormattedMessage id="blog.comments.emailHint" />}
            type="email"
            autoComplete="email"
            required
            {...form.bind('email')}
          />
        </div>
        <TextArea
          label={<FormattedMessage id="blog.comments.message" />}
          required
          rows={5}
          {...form.bind('message')}
        />
      </SendForm>
    </section>
  )
}
