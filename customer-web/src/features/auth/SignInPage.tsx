import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { apiRequest } from '../../api/client'
import { useLanguage } from '../../i18n/useLanguage'
import { accountLanguage, inAccountLanguage, returnPath } from '../../routing/returnPath'
import { useCurrentRoute } from '../../routing/RouteContext'
import { Checkbox, TextField, useToast } from '../../ui'
import { AuthCard } from './AuthCard'
import { AuthForm, EmailField } from './AuthForm'
import { setCurrentUser, welcomeOnArrival, type CurrentUser } from './session'
import { useAuthForm } from './useAuthForm'
import { checkEmail, checkPasswordGiven } from './validation'

export default function SignInPage() {
  const intl = useIntl()
  const navigate = useNavigate()
  const { lang, choose } = useLanguage()
  const route = useCurrentRoute()
  const toast = useToast()
  const form = useAuthForm({
    initial: { email: '', password: '', remember: false },
    rules: (values) => ({
      email: checkEmail(values.email),
      password: checkPasswordGiven(values.password),
    }),
    submit: (values) => apiRequest<CurrentUser>('POST', '/api/auth/login', values),
    onSuccess: (user) => {
      setCurrentUser(user)
      // The account's saved language is the one its emails, notifications and server messages
      // speak, so the app moves to it too: one language at a time.
      const accountLang = accountLanguage(user, lang)
      // Shown in place of an account page, the page itself appears once signed in; on /sign-in, go on.
      const next = route?.routeId === 'signIn' ? returnPath(accountLang) : null
      if (accountLang !== lang) {
        choose(accountLang)
        welcomeOnArrival(user, accountLang)
        navigate(inAccountLanguage(next ?? window.location.href, accountLang), { replace: true })
        return
      }
      toast.show({
        title: intl.formatMessage({ id: 'auth.welcome' }, { name: user.firstName }),
        variant: 'success',
      })
      if (next) navigate(next, { replace: true })
    },
    errorOverrides: { 400: 'error.invalidCredentials', 401: 'error.invalidCredentials' },
  })

  return (
    <AuthCard
      routeId="signIn"
      links={[
        { to: 'forgotPassword', messageId: 'auth.signIn.forgot' },
        { to: 'signUp', messageId: 'auth.signIn.noAccount' },
      ]}
    >
      <AuthForm routeId="signIn" form={form}>
        <EmailField {...form.bind('email')} />
        <TextField
          label={<FormattedMessage id="auth.field.password" />}
          type="password"
          autoComplete="current-password"
          {...form.bind('password')}
        />
        <Checkbox
          label={<FormattedMessage id="auth.field.remember" />}
          {...form.bind('remember')}
        />
      </AuthForm>
    </AuthCard>
  )
}
