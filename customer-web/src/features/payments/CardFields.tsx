import { useIntl } from 'react-intl'
import { TextField } from '../../ui'
import type { CardField } from './card'

type Bind = (field: CardField) => {
  name: string
  value: string
  error?: string
  onChange: (event: { target: { value: string } }) => void
}

/** Number, expiry and CVV, with the autocomplete hints that let a browser or password manager fill them. */
export function CardFields({ bind }: { bind: Bind }) {
  const intl = useIntl()
  return (
    <fieldset className="card-fields">
      <legend>{intl.formatMessage({ id: 'payments.card.legend' })}</legend>
      <TextField
        {...bind('number')}
        label={intl.formatMessage({ id: 'payments.card.number' })}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        dir="ltr"
      />
      <div className="card-fields-row">
        <TextField
          {...bind('expiry')}
          label={intl.formatMessage({ id: 'payments.card.expiry' })}
          hint={intl.formatMessage({ id: 'payments.card.expiryHint' })}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          dir="ltr"
        />
        <TextField
          {...bind('cvv')}
          label={intl.formatMessage({ id: 'payments.card.cvv' })}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          dir="ltr"
        />
      </div>
    </fieldset>
  )
}
