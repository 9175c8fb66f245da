import type { FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { apiRequest } from '../../api/client'
import { EMAIL_PATTERN, MessageFields, SendForm, TitledSection, useMessageForm } from '../../ui'

/** Comment form of a post: name, email, message; accepted comments wait for moderation. */
export function CommentForm({ slug }: { slug: string }) {
  const intl = useIntl()
  const form = useMessageForm('blog.comments.error')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trimmed = {
      name: form.values.name.trim(),
      email: form.values.email.trim(),
      message: form.values.message.trim(),
    }
    const required = intl.formatMessage({ id: 'content.validation.required' })
    const found = {
      name: trimmed.name ? undefined : required,
      email: !trimmed.email
        ? required
        : EMAIL_PATTERN.test(trimmed.email)
          ? undefined
          : intl.formatMessage({ id: 'content.validation.invalidEmail' }),
      message: trimmed.message ? undefined : required,
    }
    if (!form.check(found)) return
    void form.send(() =>
      apiRequest('POST', `/api/blog/posts/${encodeURIComponent(slug)}/comments`, trimmed)
    )
  }

  return (
    <TitledSection
      className="blog-comments"
      headingId="blog-comments-heading"
      titleId="blog.comments.title"
    >
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
        <MessageFields
          form={form}
          labels="blog.comments"
          hints={{ email: 'blog.comments.emailHint' }}
          nameRequired
          nameBesideEmail
          rows={5}
        />
      </SendForm>
    </TitledSection>
  )
}
