import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link, useSearchParams } from 'react-router'
import { apiRequest } from '../../api/client'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { ErrorState, FormSuccess } from '../../ui'
import { AuthCard, type AuthLink } from './AuthCard'
import { AuthForm, NewPasswordFields } from './AuthForm'
import { useAuthForm } from './useAuthForm'
import { checkConfirmation, checkNewPassword } from './validation'

const LINKS: AuthLink[] = [{ to: 'signIn', messageId: 'auth.backToSignIn' }]

export default function ResetPasswordPage() {
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

  if (!token) {
    return (
      <AuthCard routeId="resetPassword" links={LINKS}>
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
    <AuthCard routeId="resetPassword" links={LINKS}>
      {done ? (
        <FormSuccess>
          <FormattedMessage id="auth.resetPassword.done" />
        </FormSuccess>
      ) : (
        <AuthForm routeId="resetPassword" form={form}>
          <NewPasswordFields
            labelId="auth.field.newPassword"
            password={form.bind('password')}
            confirmation={form.bind('passwordConfirmation')}
          />
        </AuthForm>
      )}
    </AuthCard>
  )
}
