import { FormattedMessage, useIntl } from 'react-intl'
import type { Country, SavedAddress } from '../../api/addresses'
import { Button, Card, Checkbox, PhoneField, Select, Skeleton, TextField } from '../../ui'
import type { AddressChoice, AddressField, BoundAddressField } from './useShipRequest'

/** Where the box goes: a saved address or a new one, kept if ticked; submitting asks for prices. */
export function AddressStep({
  loading,
  savedAddresses,
  choice,
  onChoose,
  bindAddress,
  countries,
  keepAddress,
  onKeepAddress,
  pricesPending,
  onShowPrices,
}: {
  loading: boolean
  savedAddresses: SavedAddress[]
  choice: AddressChoice
  onChoose: (choice: AddressChoice) => void
  bindAddress: (field: AddressField) => BoundAddressField
  countries: Country[]
  keepAddress: boolean
  onKeepAddress: (keep: boolean) => void
  pricesPending: boolean
  onShowPrices: () => Promise<void>
}) {
  const intl = useIntl()
  return (
    <Card title={<FormattedMessage id="shipping.address.title" />}>
      {loading ? (
        <Skeleton lines={4} />
      ) : (
        <form
          className="ship-request-address"
          onSubmit={(event) => {
            event.preventDefault()
            void onShowPrices()
          }}
          noValidate
        >
          {savedAddresses.length > 0 && (
            <SavedAddressChoice addresses={savedAddresses} value={choice} onChange={onChoose} />
          )}
          {choice === 'new' && (
            <>
              <NewAddressFields
                bindAddress={bindAddress}
                countryOptions={countries.map((country) => ({
                  value: country.code,
                  label: country.name,
                }))}
                countryPlaceholder={intl.formatMessage({
                  id: 'shipping.address.countryPlaceholder',
                })}
              />
              <Checkbox
                name="keepAddress"
                className="ship-request-wide"
                checked={keepAddress}
                onChange={(event) => onKeepAddress(event.target.checked)}
                label={<FormattedMessage id="shipping.address.keep" />}
              />
            </>
          )}
          <div className="ship-request-wide">
            <Button type="submit" variant="secondary" busy={pricesPending}>
              <FormattedMessage id="shipping.prices.show" />
            </Button>
          </div>
        </form>
      )}
    </Card>
  )
}

function NewAddressFields({
  bindAddress,
  countryOptions,
  countryPlaceholder,
}: {
  bindAddress: (field: AddressField) => BoundAddressField
  countryOptions: { value: string; label: string }[]
  countryPlaceholder: string
}) {
  return (
    <>
      <TextField
        label={<FormattedMessage id="shipping.address.recipientName" />}
        autoComplete="name"
        required
        {...bindAddress('recipientName')}
      />
      <PhoneField
        label={<FormattedMessage id="shipping.address.recipientPhone" />}
        hint={<FormattedMessage id="shipping.address.phoneHint" />}
        required
        {...bindAddress('recipientPhone')}
      />
      <TextField
        className="ship-request-wide"
        label={<FormattedMessage id="shipping.address.street" />}
        autoComplete="street-address"
        required
        {...bindAddress('street')}
      />
      <TextField
        label={<FormattedMessage id="shipping.address.city" />}
        autoComplete="address-level2"
        required
        {...bindAddress('city')}
      />
      <TextField
        label={<FormattedMessage id="shipping.address.state" />}
        autoComplete="address-level1"
        {...bindAddress('state')}
      />
      <TextField
        label={<FormattedMessage id="shipping.address.postalCode" />}
        autoComplete="postal-code"
        required
        {...bindAddress('postalCode')}
      />
      <Select
        label={<FormattedMessage id="shipping.address.country" />}
        placeholder={countryPlaceholder}
        options={countryOptions}
        autoComplete="country"
        required
        {...bindAddress('country')}
      />
    </>
  )
}

/** The saved addresses as radio buttons, and a new one. */
function SavedAddressChoice({
  addresses,
  value,
  onChange,
}: {
  addresses: SavedAddress[]
  value: AddressChoice
  onChange: (choice: AddressChoice) => void
}) {
  return (
    <fieldset className="ship-request-wide address-choice">
      <legend>
        <FormattedMessage id="shipping.address.choose" />
      </legend>
      {addresses.map((address) => (
        <label key={address.id} className="address-option">
          <input
            type="radio"
            name="address"
            checked={value === address.id}
            onChange={() => onChange(address.id)}
          />
          <span>
            <strong>{address.label ?? address.recipientName}</strong>
            <span className="address-line">
              {[
                address.recipientName,
                address.street,
                address.city,
                address.postalCode,
                address.country,
              ]
                .filter(Boolean)
                .join(', ')}
            </span>
          </span>
        </label>
      ))}
      <label className="address-option">
        <input
          type="radio"
          name="address"
          checked={value === 'new'}
          onChange={() => onChange('new')}
        />
        <span>
          <FormattedMessage id="shipping.address.new" />
        </span>
      </label>
    </fieldset>
  )
}
