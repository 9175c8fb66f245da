import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useUpdateProfile, type ProfileChanges } from '../../api/settings'
import type { CurrentUser } from '../auth/session'
import { useLanguage } from '../../i18n/useLanguage'
import { LANGUAGES, type Lang } from '../../routing/routeTable'
import { Button, Card, FormError, Select, TextField, useFormFields, useToast } from '../../ui'
import { checkName } from '../auth/validation'
import { formFailure, hasErrors, ruleErrors } from './formFailure'
import { checkInternationalPhone } from './phone'

const FIELDS = ['firstName', 'lastName', 'phone', 'locale'] as const
type ProfileField = (typeof FIELDS)[number]

/** Names, phone and language; a new language also moves the app to it, on this same page. */
export function ProfileCard({ profile }: { profile: CurrentUser }) {
  const intl = useIntl()
  const toast = useToast()
  const { switchTo } = useLanguage()
  const save = useUpdateProfile()
  const form = useFormFields<ProfileField>({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    locale: profile.locale,
  })
  const [formError, setFormError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const { values } = form
    const found = ruleErrors<ProfileField>(intl, {
      firstName: checkName('firstName')(values.firstName),
      lastName: checkName('lastName')(values.lastName),
      phone: checkInternationalPhone(values.phone),
    })
    form.setErrors(found)
    setFormError(null)
    if (hasErrors(found)) return
    const changes: ProfileChanges = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim(),
      locale: values.locale as Lang,
    }
    try {
      await save.run(changes)
      toast.show({
        title: intl.formatMessage({ id: 'settings.profile.saved' }),
        variant: 'success',
      })
      if (changes.locale !== profile.locale) switchTo(changes.locale as Lang)
    } catch (error) {
      const failure = formFailure(error, intl, FIELDS)
      form.setErrors(failure.fieldErrors)
      setFormError(failure.formError)
    }
  }

  return (
    <Card title={<FormattedMessage id="settings.profile.title" />}>
      <form noValidate onSubmit={(event) => void submit(event)} className="settings-form">
        <p className="settings-muted">
          <FormattedMessage id="settings.profile.email" values={{ email: profile.email }} />
        </p>
        <div className="settings-row">
          <TextField
            label={<FormattedMessage id="settings.profile.firstName" />}
            autoComplete="given-name"
            {...form.bind('firstName')}
          />
          <TextField
            label={<FormattedMessage id="settings.profile.lastName" />}
            autoComplete="family-name"
            {...form.bind('lastName')}
          />
        </div>
        <div className="settings-row">
          <TextField
            label={<FormattedMessage id="settings.profile.phone" />}
            hint={<FormattedMessage id="settings.phoneHint" />}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            {...form.bind('phone')}
          />
          <Select
            label={<FormattedMessage id="settings.profile.language" />}
            options={LANGUAGES.map((lang) => ({
              value: lang,
              label: intl.formatMessage({ id: `settings.profile.language.${lang}` }),
            }))}
            {...form.bind('locale')}
          />
        </div>
        <FormError message={formError} />
        <div>
          <Button type="submit" busy={save.pending}>
            <FormattedMessage id="settings.profile.save" />
          </Button>
        </div>
      </form>
    </Card>
  )
}
