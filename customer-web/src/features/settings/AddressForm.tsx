import type { FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useCountries, type AddressFields, type SavedAddress } from '../../api/addresses'
import type { Mutation } from '../../api/query'
import { useLanguage } from '../../i18n/useLanguage'
import { Button, FormError, Select, TextField, PhoneField } from '../../ui'
import { useSettingsForm } from './useSettingsForm'
import { checkInternationalPhone } from './phone'

const FIELDS = [
  'label',
  'recipientName',
  'recipientPhone',
  'street',
  'city',
  'state',
  'postalCode',
  'country',
] as const
type AddressField = (typeof FIELDS)[number]

const required = (value: string) => (value.trim() ? undefined : 'validation.required')

function valuesOf(address?: SavedAddress): Record<AddressField, string> {
  return {
    label: address?.label ?? '',
    recipientName: address?.recipientName ?? '',
    recipientPhone: address?.recipientPhone ?? '',
    street: address?.street ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? '',
  }
}

/** One form for a new address and for an edit: the caller gives the write (create or update). */
export function AddressForm({
  address,
  save,
  onDone,
}: {
  address?: SavedAddress
  save: Mutation<AddressFields, SavedAddress>
  onDone: () => void
}) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const countries = useCountries(lang)
  const form = useSettingsForm<AddressField>(FIELDS, valuesOf(address))

  function submit(event: FormEvent) {
    void form.submit(event, {
      checks: (values) => ({
        recipientName: required(values.recipientName),
        recipientPhone: checkInternationalPhone(values.recipientPhone),
        street: required(values.street),
        city: required(values.city),
        postalCode: required(values.postalCode),
        country: values.country ? undefined : 'validation.select',
      }),
      save: (values) => {
        const trimmed = Object.fromEntries(
          Object.entries(values).map(([field, value]) => [field, value.trim()])
        ) as Record<AddressField, string>
        // An empty label or state is no label or state.
        return save.run({
          ...trimmed,
          label: trimmed.label || undefined,
          state: trimmed.state || undefined,
        })
      },
      savedId: 'settings.addresses.saved',
      done: onDone,
    })
  }

  const text = (id: string) => <FormattedMessage id={`settings.addresses.${id}`} />
  const field = (name: AddressField, autoComplete: string) => (
    <TextField label={text(name)} autoComplete={autoComplete} {...form.bind(name)} />
  )
  return (
    <form noValidate onSubmit={submit} className="settings-form settings-address-form">
      <TextField label={text('label')} hint={text('labelHint')} {...form.bind('label')} />
      <div className="settings-row">
        {field('recipientName', 'name')}
        <PhoneField
          label={text('recipientPhone')}
          hint={<FormattedMessage id="settings.phoneHint" />}
          {...form.bind('recipientPhone')}
        />
      </div>
      {field('street', 'street-address')}
      <div className="settings-row">
        {field('city', 'address-level2')}
        {field('state', 'address-level1')}
      </div>
      <div className="settings-row">
        {field('postalCode', 'postal-code')}
        <Select
          label={text('country')}
          placeholder={intl.formatMessage({ id: 'settings.addresses.chooseCountry' })}
          options={(countries.data ?? []).map((country) => ({
            value: country.code,
            label: country.name,
          }))}
          autoComplete="country"
          {...form.bind('country')}
        />
      </div>
      <FormError message={form.formError} />
      <div className="settings-actions">
        <Button type="submit" busy={save.pending}>
          {text('save')}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={save.pending}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </div>
    </form>
  )
}
