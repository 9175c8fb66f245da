import { FormattedMessage } from 'react-intl'
import { Link, useNavigate } from 'react-router'
import { apiRequest } from '../../api/client'
import { useLanguage } from '../../i18n/useLanguage'
import { returnPath } from '../../routing/returnPath'
import { pathFor } from '../../routing/routeTable'
import { Checkbox, TextField } from '../../ui'
import { AuthCard } from './AuthCard'
import { AuthForm, EmailField, NewPasswordFields } from './AuthForm'
import { setCurrentUser, type CurrentUser } from './session'
import { useAuthForm } from './useAuthForm'
import {
  checkConfirmation,
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  checkTermsAccepted,
} from './validation'

export default function SignUpPage() {
  const navigate = useNavigate()
  const { lang } = useLanguage()
  const form = useAuthForm({
    initial: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      passwordConfirmation: '',
      acceptTerms: false,
    },
    rules: (values) => ({
      firstName: checkName('firstName')(values.firstName),
      lastName: checkName('lastName')(values.lastName),
      email: checkEmail(values.email),
      phone: checkPhone(values.phone),
      password: checkNewPassword(values.password),
      passwordConfirmation: checkConfirmation(values.password)(values.passwordConfirmation),
      acceptTerms: checkTermsAccepted(values.acceptTerms),
    }),
    // The account's language is the one the visitor signed up in.
    submit: (values) =>
      apiRequest<CurrentUser>('POST', '/api/auth/register', { ...values, locale: lang }),
    onSuccess: (user) => {
      setCurrentUser(user)
      navigate(returnPath(lang), { replace: true })
    },
    errorOverrides: { 500: 'error.signUpFailed' },
  })

  return (
    <AuthCard
      routeId="signUp"
      lead={<FormattedMessage id="auth.signUp.lead" />}
      links={[{ to: 'signIn', messageId: 'auth.signUp.haveAccount' }]}
    >
      <AuthForm routeId="signUp" form={form}>
        <div className="form-row">
          <TextField
            label={<FormattedMessage id="auth.field.firstName" />}
            autoComplete="given-name"
            {...form.bind('firstName')}
          />
          <TextField
            label={<FormattedMessage id="auth.field.lastName" />}
            autoComplete="family-name"
            {...form.bind('lastName')}
          />
        </div>
        <EmailField {...form.bind('email')} />
        <TextField
          label={<FormattedMessage id="auth.field.phone" />}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          hint={<FormattedMessage id="auth.field.phone.hint" />}
          {...form.bind('phone')}
        />
        <NewPasswordFields
          labelId="auth.field.password"
          password={form.bind('password')}
          confirmation={form.bind('passwordConfirmation')}
        />
        <Checkbox
          label={
            <FormattedMessage
              id="auth.field.acceptTerms"
              values={{ link: (text) => <Link to={pathFor('termsConditions', lang)}>{text}</Link> }}
            />
          }
          {...form.bind('acceptTerms')}
        />
      </AuthForm>
    </AuthCard>
  )
}
