import type { ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import type { ServiceId } from '../../api/quotes'
import type { ConsolidatedServiceQuote, ShipmentQuote } from '../../api/shipments'
import { Button, formatUsd } from '../../ui'
import { repackOffer } from '../repacking/Repacking'
import { ImportTaxName, dutiesUpFrontOf } from './DutiesChoice'

/** Every charge of the chosen service listed, then the button that sends the request. */
export function ConfirmStep({
  quote,
  service,
  repack,
  dutiesUpFront,
  pending,
  onConfirm,
}: {
  quote: ShipmentQuote
  service: ServiceId | ''
  repack: boolean
  dutiesUpFront: boolean
  pending: boolean
  onConfirm: () => Promise<void>
}) {
  return (
    <>
      <ChargesSummary
        quote={quote}
        service={service}
        repack={repack}
        dutiesUpFront={dutiesUpFront}
      />
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
 * smaller box saves when repacked, the storage fee the chosen packages owe so far and, paid up front,
 * the duties, the import tax and our fee; then the invoice's total, the quote's to the cent, and
 * otherwise the duties and taxes at import where they are known.
 */
function ChargesSummary({
  quote,
  service,
  repack,
  dutiesUpFront,
}: {
  quote: ShipmentQuote
  service: ServiceId | ''
  repack: boolean
  dutiesUpFront: boolean
}) {
  const intl = useIntl()
  const offer = quote.quotes.find((each) => each.service === service)
  if (!offer) return null
  const repacked = repack ? repackOffer(quote.repack, offer.service) : undefined
  const storageCents = quote.storageFeeCents
  const shippingCents = offer.priceCents
  const upFront = dutiesUpFront ? dutiesUpFrontOf(quote, service, repack) : undefined
  const totalCents = upFront?.totalCents ?? offer.totalCents - (repacked?.savedCents ?? 0)
  const duties = upFront ? null : dutiesAndTaxes(intl, offer.landedCost)
  const message = (id: string) => <FormattedMessage id={id} />
  const lines: { key: string; name: ReactNode; cents: number }[] = [
    { key: 'shipping', name: message('shipping.charges.shipping'), cents: shippingCents },
  ]
  if (repacked)
    lines.push({
      key: 'repack',
      name: message('shipping.charges.repack'),
      cents: -repacked.savedCents,
    })
  lines.push({ key: 'storage', name: message('shipping.charges.storage'), cents: storageCents })
  if (upFront)
    lines.push(
      { key: 'duties', name: message('shipping.ddp.duties'), cents: upFront.dutiesCents },
      {
        key: 'importTax',
        name: <ImportTaxName taxName={quote.dutiesAndTaxes?.taxName} />,
        cents: upFront.taxesCents,
      },
      { key: 'fee', name: message('shipping.ddp.fee'), cents: upFront.feeCents }
    )
  return (
    <div className="ship-request-charges">
      <table>
        <caption>
          <FormattedMessage id="shipping.charges.title" />
        </caption>
        <tbody>
          {lines.map(({ key, name, cents }) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              <td>{formatUsd(intl, cents)}</td>
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
        <FormattedMessage id={upFront ? 'shipping.charges.noteUpFront' : 'shipping.charges.note'} />
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
