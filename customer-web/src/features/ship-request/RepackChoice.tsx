import { FormattedMessage, useIntl } from 'react-intl'
import type { ServiceId } from '../../api/quotes'
import type { ShipmentQuote } from '../../api/shipments'
import { Checkbox, formatUsd } from '../../ui'
import { repackOffer, useBoxValues } from '../repacking/Repacking'

/** "Repack to save $X": offered only when the chosen service costs less in the advised box. */
export function RepackChoice({
  quote,
  service,
  checked,
  onChange,
}: {
  quote: ShipmentQuote
  service: ServiceId | ''
  checked: boolean
  onChange: (repack: boolean) => void
}) {
  const intl = useIntl()
  const boxValues = useBoxValues()
  const offer = service ? repackOffer(quote.repack, service) : undefined
  if (!offer || !quote.repack?.box) return null
  return (
    <Checkbox
      name="repack"
      className="ship-request-repack"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      label={
        <FormattedMessage
          id="repack.choose"
          values={{ ...boxValues(quote.repack.box), saved: formatUsd(intl, offer.savedCents) }}
        />
      }
      hint={<FormattedMessage id="repack.chooseHint" />}
    />
  )
}
