import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useSearchParams } from 'react-router'
import { apiRequest } from '../../api/client'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { Button, ErrorState, TextField } from '../../ui'
import { AuthCard, FormError } from './AuthCard'
import { useAuthForm } from './useAuthForm'
import { checkConfirmation, checkNewPassword, PASSWORD_SPECIALS } from './validation'

export default function ResetPasswordPage() {
  const intl = useIntl()
  const { lang } = useLanguage()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [done, setDone] = useState(false)
  const form = useAuthForm({
    initial: { password: '', passwordConfirmation: '' },
    rules: (values) => ({
      password: checkNewPassword(values.password),
      passwordConfirmation: checkConfirmation(values.password)(values.passwordConfirmation),
    }),
    submit: (values) => apiRequest('POST', '/api/auth/reset-password', { ...values, token }),
    onSuccess: () => setDone(true),
  })

  const signInLink = (
    <Link to={pathFor('signIn', lang)}>
      <FormattedMessage id="auth.backToSignIn" />
    </Link>
  )

  if (!token) {
    return (
      <AuthCard routeId="resetPassword" footer={<p>{signInLink}</p>}>
        <ErrorState
          message={
            <>
              <FormattedMessage id="auth.resetPassword.missingToken" />{' '}
              <Link to={pathFor('forgotPassword', lang)}>
                <FormattedMessage id="auth.resetPassword.requestNew" />
              </Link>
            </>
          }
        />
      </AuthCard>
    )
  }

  return (
    <AuthCard routeId="resetPassword" footer={<p>{signInLink}</p>}>
      {done ? (
        <p className="form-success" role="status">
          <FormattedMessage id="auth.resetPassword.done" />
        </p>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit}
          aria-label={intl.formatMessage({ id: 'auth.resetPassword.heading' })}
        >
          <FormError message={form.formError} />
          <TextField
            label={<FormattedMessage id="auth.field.newPassword" />}
            type="password"
            autoComplete="new-password"
            hint={
              <FormattedMessage
                id="auth.field.password.hint"
                values={{ specials: PASSWORD_SPECIALS }}
              />
            }
            {...form.bind('password')}
          />
          <TextField
            label={<FormattedMessage id="auth.field.passwordConfirmation" />}
            type="password"
            autoComplete="new-password"
            {...form.bind('passwordConfirmation')}
          />
          <Button type="submit" busy={form.busy}>
            <FormattedMessage id="auth.resetPassword.submit" />
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
