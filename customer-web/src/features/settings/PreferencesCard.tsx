import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  NOTIFICATION_SWITCHES,
  useUpdatePreferences,
  type NotificationPreferences,
} from '../../api/settings'
import { Button, Card, Checkbox, FormError, useToast } from '../../ui'
import { formFailure } from './formFailure'

/** Security alerts reach the customer whatever they choose: shown ticked and locked. */
const LOCKED = 'securityAlerts'

/** The eight switches: how (email, SMS, push) and about what the customer hears from us. */
export function PreferencesCard({ preferences }: { preferences: NotificationPreferences }) {
  const intl = useIntl()
  const toast = useToast()
  const save = useUpdatePreferences()
  const [values, setValues] = useState(preferences)
  const [formError, setFormError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    try {
      await save.run(values)
      toast.show({
        title: intl.formatMessage({ id: 'settings.preferences.saved' }),
        variant: 'success',
      })
    } catch (error) {
      setFormError(formFailure(error, intl, []).formError)
    }
  }

  return (
    <Card title={<FormattedMessage id="settings.preferences.title" />}>
      <form noValidate onSubmit={(event) => void submit(event)} className="settings-form">
        <fieldset className="settings-switches">
          <legend className="visually-hidden">
            <FormattedMessage id="settings.preferences.title" />
          </legend>
          {NOTIFICATION_SWITCHES.map((name) => (
            <Checkbox
              key={name}
              name={name}
              label={<FormattedMessage id={`settings.preferences.${name}`} />}
              hint={
                name === LOCKED ? <FormattedMessage id="settings.preferences.locked" /> : undefined
              }
              checked={name === LOCKED ? true : values[name]}
              disabled={name === LOCKED}
              onChange={(event) =>
                setValues((current) => ({ ...current, [name]: event.target.checked }))
              }
            />
          ))}
        </fieldset>
        <FormError message={formError} />
        <div>
          <Button type="submit" busy={save.pending}>
            <FormattedMessage id="settings.preferences.save" />
          </Button>
        </div>
      </form>
    </Card>
  )
}
