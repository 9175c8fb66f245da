import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ServiceId } from '../../api/quotes'
import type { ShipmentQuote } from '../../api/shipments'
import { formatUsd } from '../../ui'

/** An offer's figures with duties and taxes paid up front, as the quote gives them when they may be. */
export type DutiesUpFront = NonNullable<ShipmentQuote['quotes'][number]['dutiesUpFront']>

/**
 * What paying the duties and taxes up front adds to the chosen offer: the repack offer's own when
 * the customer repacks, since its lower shipping changes the duties' base.
 */
export function dutiesUpFrontOf(
  quote: ShipmentQuote,
  service: ServiceId | '',
  repack: boolean
): DutiesUpFront | undefined {
  const offer = quote.quotes.find((each) => each.service === service)
  if (!offer) return undefined
  const repacked = repack
    ? quote.repack?.quotes.find((each) => each.service === service)
    : undefined
  return (repacked ?? offer).dutiesUpFront
}

/** The import tax's line name, with the tax's own name (VAT, IVA…) where it has one. */
export function ImportTaxName({ taxName }: { taxName: string | null | undefined }) {
  return taxName ? (
    <FormattedMessage id="shipping.ddp.importTaxNamed" values={{ taxName: <bdi>{taxName}</bdi> }} />
  ) : (
    <FormattedMessage id="shipping.ddp.importTax" />
  )
}

/**
 * Who pays the destination's duties and taxes: now with the invoice (DDP), with the amounts for the
 * chosen service, or the recipient on delivery (DAP). Where we only have an estimate, delivery is the
 * only way, and the page says so instead of offering a choice.
 */
export function DutiesChoice({
  quote,
  service,
  repack,
  upFront,
  onChange,
}: {
  quote: ShipmentQuote
  service: ServiceId | ''
  repack: boolean
  upFront: boolean
  onChange: (upFront: boolean) => void
}) {
  const name = useId()
  const amountsId = useId()
  if (quote.dutiesUpFront.unavailableBecause === 'estimate') {
    return (
      <p className="duties-choice-estimate">
        <FormattedMessage id="shipping.ddp.estimateOnly" />
      </p>
    )
  }
  const amounts = quote.dutiesUpFront.available
    ? dutiesUpFrontOf(quote, service, repack)
    : undefined
  if (!amounts) return null
  return (
    <fieldset className="duties-choice">
      <legend>
        <FormattedMessage id="shipping.ddp.legend" />
      </legend>
      <div className="duties-option">
        <label>
          <input
            type="radio"
            name={name}
            checked={upFront}
            onChange={() => onChange(true)}
            aria-describedby={amountsId}
          />
          <span className="duties-option-name">
            <FormattedMessage id="shipping.ddp.now" />
          </span>
        </label>
        <p className="duties-option-hint">
          <FormattedMessage id="shipping.ddp.nowHint" />
        </p>
        <DutiesAmounts id={amountsId} amounts={amounts} taxName={quote.dutiesAndTaxes?.taxName} />
      </div>
      <div className="duties-option">
        <label>
          <input type="radio" name={name} checked={!upFront} onChange={() => onChange(false)} />
          <span className="duties-option-name">
            <FormattedMessage id="shipping.ddp.onDelivery" />
          </span>
        </label>
        <p className="duties-option-hint">
          <FormattedMessage id="shipping.ddp.onDeliveryHint" />
        </p>
      </div>
    </fieldset>
  )
}

function DutiesAmounts({
  id,
  amounts,
  taxName,
}: {
  id: string
  amounts: DutiesUpFront
  taxName: string | null | undefined
}) {
  return (
    <dl id={id} className="duties-amounts">
      <Amount name={<FormattedMessage id="shipping.ddp.duties" />} cents={amounts.dutiesCents} />
      <Amount name={<ImportTaxName taxName={taxName} />} cents={amounts.taxesCents} />
      <Amount name={<FormattedMessage id="shipping.ddp.fee" />} cents={amounts.feeCents} />
      <Amount
        name={<FormattedMessage id="shipping.ddp.total" />}
        cents={amounts.totalCents}
        className="duties-amounts-total"
      />
    </dl>
  )
}

function Amount({
  name,
  cents,
  className,
}: {
  name: ReactNode
  cents: number
  className?: string
}) {
  const intl = useIntl()
  return (
    <div className={className}>
      <dt>{name}</dt>
      <dd>{formatUsd(intl, cents)}</dd>
    </div>
  )
}
