import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import type { ServiceId } from '../../api/quotes'
import type { ConsolidatedServiceQuote, ShipmentQuote } from '../../api/shipments'
import { Button, formatUsd } from '../../ui'
import { repackOffer } from '../repacking/Repacking'

/** Every charge of the chosen service listed, then the button that sends the request. */
export function ConfirmStep({
  quote,
  service,
  repack,
  pending,
  onConfirm,
}: {
  quote: ShipmentQuote
  service: ServiceId | ''
  repack: boolean
  pending: boolean
  onConfirm: () => Promise<void>
}) {
  return (
    <>
      <ChargesSummary quote={quote} service={service} repack={repack} />
      <div className="ship-request-confirm">
        <Button
          onClick={() => void onConfirm()}
          busy={pending}
          disabled={quote.quotes.length === 0}
        >
          <FormattedMessage id="shipping.confirm" />
        </Button>
      </div>
    </>
  )
}

/**
 * What confirming commits to, line by line as its invoice will list them: the chosen service, what the
 * smaller box saves when repacked, the storage fee the chosen packages owe so far; then the invoice's
 * total, the quote's to the cent, and the duties and taxes at import where they are known.
 */
function ChargesSummary({
  quote,
  service,
  repack,
}: {
  quote: ShipmentQuote
  service: ServiceId | ''
  repack: boolean
}) {
  const intl = useIntl()
  const offer = quote.quotes.find((each) => each.service === service)
  if (!offer) return null
  const repacked = repack ? repackOffer(quote.repack, offer.service) : undefined
  const storageCents = quote.storageFeeCents
  const shippingCents = offer.priceCents
  const totalCents = offer.totalCents - (repacked?.savedCents ?? 0)
  const duties = dutiesAndTaxes(intl, offer.landedCost)
  const lines: [id: string, amount: string][] = [
    ['shipping.charges.shipping', formatUsd(intl, shippingCents)],
    ...(repacked
      ? [['shipping.charges.repack', formatUsd(intl, -repacked.savedCents)] as [string, string]]
      : []),
    ['shipping.charges.storage', formatUsd(intl, storageCents)],
  ]
  return (
    <div className="ship-request-charges">
      <table>
        <caption>
          <FormattedMessage id="shipping.charges.title" />
        </caption>
        <tbody>
          {lines.map(([id, amount]) => (
            <tr key={id}>
              <th scope="row">
                <FormattedMessage id={id} />
              </th>
              <td>{amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <FormattedMessage id="shipping.charges.total" />
            </th>
            <td>{formatUsd(intl, totalCents)}</td>
          </tr>
          {duties && (
            <tr>
              <th scope="row">
                <FormattedMessage id="shipping.charges.duties" />
              </th>
              <td>{duties}</td>
            </tr>
          )}
        </tfoot>
      </table>
      <p className="ship-request-hint">
        <FormattedMessage id="shipping.charges.note" />
      </p>
    </div>
  )
}

/** The duties and import tax at the destination: their sum once known, else the estimate's range. */
function dutiesAndTaxes(intl: IntlShape, cost: ConsolidatedServiceQuote['landedCost']) {
  if (!cost) return null
  if (cost.dutiesCents !== null && cost.taxesCents !== null)
    return formatUsd(intl, cost.dutiesCents + cost.taxesCents)
  if (!cost.estimateCents) return null
  return intl.formatMessage(
    { id: 'landedCost.range' },
    {
      min: formatUsd(intl, cost.estimateCents.minCents - cost.shippingCents),
      max: formatUsd(intl, cost.estimateCents.maxCents - cost.shippingCents),
    }
  )
}
