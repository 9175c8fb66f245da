import type { FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useUpdateProfile, type ProfileChanges } from '../../api/settings'
import type { CurrentUser } from '../auth/session'
import { useLanguage } from '../../i18n/useLanguage'
import { LANGUAGES, type Lang } from '../../routing/routeTable'
import { Button, Card, FormError, Select, TextField, PhoneField } from '../../ui'
import { checkName } from '../auth/validation'
import { useSettingsForm } from './useSettingsForm'
import { checkInternationalPhone } from './phone'

const FIELDS = ['firstName', 'lastName', 'phone', 'locale'] as const
type ProfileField = (typeof FIELDS)[number]

/** Names, phone and language; a new language also moves the app to it, on this same page. */
export function ProfileCard({ profile }: { profile: CurrentUser }) {
  const intl = useIntl()
  const { switchTo } = useLanguage()
  const save = useUpdateProfile()
  const form = useSettingsForm<ProfileField>(FIELDS, {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    locale: profile.locale,
  })

  function submit(event: FormEvent) {
    const locale = form.values.locale as Lang
    void form.submit(event, {
      checks: (values) => ({
        firstName: checkName('firstName')(values.firstName),
        lastName: checkName('lastName')(values.lastName),
        phone: checkInternationalPhone(values.phone),
      }),
      save: (values) =>
        save.run({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phone: values.phone.trim(),
          locale,
        } satisfies ProfileChanges),
      savedId: 'settings.profile.saved',
      done: () => {
        if (locale !== profile.locale) switchTo(locale)
      },
    })
  }

  return (
    <Card title={<FormattedMessage id="settings.profile.title" />}>
      <form noValidate onSubmit={submit} className="settings-form">
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
          <PhoneField
            label={<FormattedMessage id="settings.profile.phone" />}
            hint={<FormattedMessage id="settings.phoneHint" />}
            {...form.bind('phone')}
          />
          <Select
            label={<FormattedMessage id="settings.profile.language" />}
            options={LANGUAGES.map((lang) => ({
              value: lang,
              label: intl.formatMessage({ id: `settings.profile.language.${lang}` }),
              lang,
            }))}
            {...form.bind('locale')}
          />
        </div>
        <FormError message={form.formError} />
        <div>
          <Button type="submit" busy={save.pending}>
            <FormattedMessage id="settings.profile.save" />
          </Button>
        </div>
      </form>
    </Card>
  )
}
