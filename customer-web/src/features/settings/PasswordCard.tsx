import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useChangePassword } from '../../api/settings'
import { Button, Card, FormError, TextField, useFormFields, useToast } from '../../ui'
import { checkConfirmation, checkNewPassword, checkPasswordGiven } from '../auth/validation'
import { formFailure, hasErrors, ruleErrors } from './formFailure'

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const
type PasswordField = (typeof FIELDS)[number]
const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' }

/** A new password under the sign-up rules; this browser stays signed in, every other session ends. */
export function PasswordCard() {
  const intl = useIntl()
  const toast = useToast()
  const change = useChangePassword()
  const form = useFormFields<PasswordField>(EMPTY)
  const [formError, setFormError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const { values } = form
    const found = ruleErrors<PasswordField>(intl, {
      currentPassword: checkPasswordGiven(values.currentPassword),
      password: checkNewPassword(values.password),
      passwordConfirmation: checkConfirmation(values.password)(values.passwordConfirmation),
    })
    form.setErrors(found)
    setFormError(null)
    if (hasErrors(found)) return
    try {
      await change.run(values)
      form.clear()
      toast.show({
        title: intl.formatMessage({ id: 'settings.password.saved' }),
        variant: 'success',
      })
    } catch (error) {
      const failure = formFailure(error, intl, FIELDS)
      form.setErrors(failure.fieldErrors)
      setFormError(failure.formError)
    }
  }

  return (
    <Card title={<FormattedMessage id="settings.password.title" />}>
      <form noValidate onSubmit={(event) => void submit(event)} className="settings-form">
        <TextField
          label={<FormattedMessage id="settings.password.current" />}
          type="password"
          autoComplete="current-password"
          {...form.bind('currentPassword')}
        />
        <div className="settings-row">
          <TextField
            label={<FormattedMessage id="settings.password.new" />}
            hint={<FormattedMessage id="settings.password.hint" />}
            type="password"
            autoComplete="new-password"
            {...form.bind('password')}
          />
          <TextField
            label={<FormattedMessage id="settings.password.confirm" />}
            type="password"
            autoComplete="new-password"
            {...form.bind('passwordConfirmation')}
          />
        </div>
        <FormError message={formError} />
        <div>
          <Button type="submit" busy={change.pending}>
            <FormattedMessage id="settings.password.save" />
          </Button>
        </div>
      </form>
    </Card>
  )
}
