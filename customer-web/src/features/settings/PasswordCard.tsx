import type { FormEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import { useChangePassword } from '../../api/settings'
import { Button, Card, FormError, TextField } from '../../ui'
import { checkConfirmation, checkNewPassword, checkPasswordGiven } from '../auth/validation'
import { useSettingsForm } from './useSettingsForm'

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const
type PasswordField = (typeof FIELDS)[number]
const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' }

/** A new password under the sign-up rules; this browser stays signed in, every other session ends. */
export function PasswordCard() {
  const change = useChangePassword()
  const form = useSettingsForm<PasswordField>(FIELDS, EMPTY)

  function submit(event: FormEvent) {
    void form.submit(event, {
      checks: (values) => ({
        currentPassword: checkPasswordGiven(values.currentPassword),
        password: checkNewPassword(values.password),
        passwordConfirmation: checkConfirmation(values.password)(values.passwordConfirmation),
      }),
      save: async (values) => {
        await change.run(values)
        form.clear()
      },
      savedId: 'settings.password.saved',
    })
  }

  return (
    <Card title={<FormattedMessage id="settings.password.title" />}>
      <form noValidate onSubmit={submit} className="settings-form">
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
        <FormError message={form.formError} />
        <div>
          <Button type="submit" busy={change.pending}>
            <FormattedMessage id="settings.password.save" />
          </Button>
        </div>
      </form>
    </Card>
  )
}
