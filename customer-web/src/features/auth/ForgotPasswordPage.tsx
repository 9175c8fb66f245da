import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { apiRequest } from '../../api/client'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { Button, TextField } from '../../ui'
import { AuthCard, FormError } from './AuthCard'
import { useAuthForm } from './useAuthForm'
import { checkEmail } from './validation'

export default function ForgotPasswordPage() {
  const intl = useIntl()
  const { lang } = useLanguage()
  const [sent, setSent] = useState(false)
  const form = useAuthForm({
    initial: { email: '' },
    rules: (values) => ({ email: checkEmail(values.email) }),
    submit: (values) => apiRequest('POST', '/api/auth/forgot-password', values),
    onSuccess: () => setSent(true),
    errorOverrides: { 500: 'error.resetEmailFailed' },
  })

  return (
    <AuthCard
      routeId="forgotPassword"
      lead={<FormattedMessage id="auth.forgotPassword.lead" />}
      footer={
        <p>
          <Link to={pathFor('signIn', lang)}>
            <FormattedMessage id="auth.backToSignIn" />
          </Link>
        </p>
      }
    >
      {sent ? (
        // Same answer whether or not the account exists, so the page does not reveal who has one.
        <p className="form-success" role="status">
          <FormattedMessage id="auth.forgotPassword.sent" />
        </p>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit}
          aria-label={intl.formatMessage({ id: 'auth.forgotPassword.heading' })}
        >
          <FormError message={form.formError} />
          <TextField
            label={<FormattedMessage id="auth.field.email" />}
            type="email"
            autoComplete="email"
            {...form.bind('email')}
          />
          <Button type="submit" busy={form.busy}>
            <FormattedMessage id="auth.forgotPassword.submit" />
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
