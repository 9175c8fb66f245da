import { FormattedMessage } from 'react-intl'
import type { LatinAddress } from '../../api/shipments'
import { Card, TextField, type FieldErrors } from '../../ui'

export type LatinField = keyof LatinAddress
export type LatinValues = Record<LatinField, string>

const FIELDS: { field: LatinField; label: string; wide?: boolean }[] = [
  { field: 'recipientName', label: 'shipping.address.recipientName' },
  { field: 'street', label: 'shipping.address.street', wide: true },
  { field: 'city', label: 'shipping.address.city' },
  { field: 'state', label: 'shipping.address.state' },
]

export const latinValuesOf = (latin: LatinAddress): LatinValues => ({
  ...latin,
  state: latin.state ?? '',
})

/**
 * The destination as carriers will print it, proposed by the API for a non-Latin address, for the
 * customer to confirm or correct. Latin text reads left to right, whatever the page direction.
 */
export function LatinAddressFields({
  values,
  errors,
  onChange,
}: {
  values: LatinValues
  errors: FieldErrors<LatinField>
  onChange: (field: LatinField, value: string) => void
}) {
  return (
    <Card title={<FormattedMessage id="shipping.latin.title" />}>
      <p className="ship-request-latin-hint">
        <FormattedMessage id="shipping.latin.hint" />
      </p>
      <div className="ship-request-address">
        {FIELDS.map(({ field, label, wide }) => (
          <TextField
            key={field}
            className={wide ? 'ship-request-wide' : undefined}
            name={`latin-${field}`}
            label={<FormattedMessage id={label} />}
            dir="ltr"
            lang="en"
            value={values[field]}
            error={errors[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
        ))}
      </div>
    </Card>
  )
}
