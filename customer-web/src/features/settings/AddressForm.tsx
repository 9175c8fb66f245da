import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useCountries, type AddressFields, type SavedAddress } from '../../api/addresses'
import type { Mutation } from '../../api/query'
import { useLanguage } from '../../i18n/useLanguage'
import { Button, FormError, Select, TextField, useFormFields, useToast } from '../../ui'
import { formFailure, hasErrors, ruleErrors } from './formFailure'
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
  const toast = useToast()
  const { lang } = useLanguage()
  const countries = useCountries(lang)
  const form = useFormFields<AddressField>(valuesOf(address))
  const [formError, setFormError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const { values } = form
    const found = ruleErrors<AddressField>(intl, {
      recipientName: required(values.recipientName),
      recipientPhone: checkInternationalPhone(values.recipientPhone),
      street: required(values.street),
      city: required(values.city),
      postalCode: required(values.postalCode),
      country: values.country ? undefined : 'validation.select',
    })
    form.setErrors(found)
    setFormError(null)
    if (hasErrors(found)) return
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([field, value]) => [field, value.trim()])
    ) as Record<AddressField, string>
    // An empty label or state is no label or state.
    const body: AddressFields = {
      ...trimmed,
      label: trimmed.label || undefined,
      state: trimmed.state || undefined,
    }
    try {
      await save.run(body)
      toast.show({
        title: intl.formatMessage({ id: 'settings.addresses.saved' }),
        variant: 'success',
      })
      onDone()
    } catch (error) {
      const failure = formFailure(error, intl, FIELDS)
      form.setErrors(failure.fieldErrors)
      setFormError(failure.formError)
    }
  }

  const text = (id: string) => <FormattedMessage id={`settings.addresses.${id}`} />
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="settings-form settings-address-form"
    >
      <TextField label={text('label')} hint={text('labelHint')} {...form.bind('label')} />
      <div className="settings-row">
        <TextField
          label={text('recipientName')}
          autoComplete="name"
          {...form.bind('recipientName')}
        />
        <TextField
          label={text('recipientPhone')}
          hint={<FormattedMessage id="settings.phoneHint" />}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          {...form.bind('recipientPhone')}
        />
      </div>
      <TextField label={text('street')} autoComplete="street-address" {...form.bind('street')} />
      <div className="settings-row">
        <TextField label={text('city')} autoComplete="address-level2" {...form.bind('city')} />
        <TextField label={text('state')} autoComplete="address-level1" {...form.bind('state')} />
      </div>
      <div className="settings-row">
        <TextField
          label={text('postalCode')}
          autoComplete="postal-code"
          {...form.bind('postalCode')}
        />
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
      <FormError message={formError} />
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
