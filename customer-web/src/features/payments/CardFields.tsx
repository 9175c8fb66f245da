import { useIntl } from 'react-intl'
import { TextField } from '../../ui'
import type { CardField } from './card'

type Bind = (field: CardField) => {
  name: string
  value: string
  error?: string
  onChange: (event: { target: { value: string } }) => void
}

/** What each card input takes; the browser or a password manager fills them by their autocomplete hints. */
const INPUTS = {
  number: { autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242', maxLength: 23 },
  expiry: { autoComplete: 'cc-exp', placeholder: 'MM/YY', maxLength: 5 },
  cvv: { autoComplete: 'cc-csc', placeholder: undefined, maxLength: 4 },
} as const

/** Number, expiry and CVV, with the autocomplete hints that let a browser or password manager fill them. */
export function CardFields({ bind }: { bind: Bind }) {
  const intl = useIntl()
  const input = (field: keyof typeof INPUTS, hintId?: string) => (
    <TextField
      {...bind(field)}
      {...INPUTS[field]}
      label={intl.formatMessage({ id: `payments.card.${field}` })}
      hint={hintId && intl.formatMessage({ id: hintId })}
      inputMode="numeric"
      dir="ltr"
    />
  )
  return (
    <fieldset className="card-fields">
      <legend>{intl.formatMessage({ id: 'payments.card.legend' })}</legend>
      {input('number')}
      <div className="card-fields-row">
        {input('expiry', 'payments.card.expiryHint')}
        {input('cvv')}
      </div>
    </fieldset>
  )
}
