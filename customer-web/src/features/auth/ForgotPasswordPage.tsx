import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { apiRequest } from '../../api/client'
import { FormSuccess } from '../../ui'
import { AuthCard } from './AuthCard'
import { AuthForm, EmailField } from './AuthForm'
import { useAuthForm } from './useAuthForm'
import { checkEmail } from './validation'

export default function ForgotPasswordPage() {
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
      links={[{ to: 'signIn', messageId: 'auth.backToSignIn' }]}
    >
      {sent ? (
        // Same answer whether or not the account exists, so the page does not reveal who has one.
        <FormSuccess>
          <FormattedMessage id="auth.forgotPassword.sent" />
        </FormSuccess>
      ) : (
        <AuthForm routeId="forgotPassword" form={form}>
          <EmailField {...form.bind('email')} />
        </AuthForm>
      )}
    </AuthCard>
  )
}
