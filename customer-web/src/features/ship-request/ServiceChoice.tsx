import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ServiceId } from '../../api/quotes'
import type { ShipmentQuote } from '../../api/shipments'
import { formatUsd } from '../../ui'
import { DutiesSummary, LandedCostBreakdown } from '../landed-cost/LandedCost'
import { RepackOfferLine, RepackSummary, repackOffer, useBoxValues } from '../repacking/Repacking'

/**
 * The services for the consolidated box as radio buttons: price, transit days, the saving and,
 * once every package is declared, the declared total against the destination's thresholds and the
 * landed cost (shipping + duties + import tax).
 */
export function ServiceChoice({
  quote,
  value,
  error,
  onChange,
}: {
  quote: ShipmentQuote
  value: ServiceId | ''
  error?: string
  onChange: (service: ServiceId) => void
}) {
  const intl = useIntl()
  const boxValues = useBoxValues()
  const name = useId()
  const errorId = useId()
  if (quote.quotes.length === 0) {
    return (
      <p className="form-error" role="alert">
        <FormattedMessage id="shipping.service.none" />
      </p>
    )
  }
  return (
    <fieldset
      className="service-choice"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        <FormattedMessage
          id="shipping.service.legend"
          values={{ weight: quote.parcel.billableWeightLb }}
        />
      </legend>
      {quote.parcel.box && (
        <p className="service-choice-hint">
          <FormattedMessage id="repack.consolidatedBox" values={boxValues(quote.parcel.box)} />
        </p>
      )}
      {quote.repack && (
        <RepackSummary
          advice={quote.repack}
          actualWeightLb={quote.parcel.actualWeightLb}
          dimensionalWeightLb={quote.parcel.dimensionalWeightLb}
        />
      )}
      {quote.dutiesAndTaxes ? (
        <>
          <DeclaredAgainstThresholds quote={quote} />
          <DutiesSummary duties={quote.dutiesAndTaxes} />
        </>
      ) : (
        <p className="service-choice-hint">
          <FormattedMessage id="landedCost.declareHint" />
        </p>
      )}
      {quote.quotes.map((offer) => {
        const { min, max } = offer.transitDays
        const repacked = repackOffer(quote.repack, offer.service)
        return (
          <label key={offer.service} className="service-option">
            <input
              type="radio"
              name={name}
              value={offer.service}
              checked={value === offer.service}
              onChange={() => onChange(offer.service)}
            />
            <span className="service-name">
              <FormattedMessage id={`shipping.service.${offer.service}`} />
            </span>
            <span className="service-price">{formatUsd(intl, offer.priceCents)}</span>
            <span className="service-transit">
              {min === max ? (
                <FormattedMessage id="shipping.service.transitExact" values={{ days: min }} />
              ) : (
                <FormattedMessage id="shipping.service.transitRange" values={{ min, max }} />
              )}
            </span>
            <span className="service-saving">
              {offer.savedCents > 0 ? (
                <FormattedMessage
                  id="shipping.service.saving"
                  values={{
                    saved: formatUsd(intl, offer.savedCents),
                    separate: formatUsd(intl, offer.separateCents),
                  }}
                />
              ) : (
                <FormattedMessage id="shipping.service.noSaving" />
              )}
            </span>
            {repacked && (
              <span className="service-repack">
                <RepackOfferLine offer={repacked} />
              </span>
            )}
            {offer.landedCost && (
              <span className="service-landed-cost">
                <LandedCostBreakdown cost={offer.landedCost} />
              </span>
            )}
          </label>
        )
      })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/**
 * The packages' declared value together against the destination's thresholds, as facts only: the
 * duties and taxes of the combined shipment are each service's, beside its saving. Where the rules
 * are an estimate there are no thresholds to state.
 */
function DeclaredAgainstThresholds({ quote }: { quote: ShipmentQuote }) {
  const intl = useIntl()
  const duties = quote.dutiesAndTaxes
  if (!duties || duties.estimate || duties.note === 'domestic') return null
  return (
    <p className="ship-request-thresholds">
      <FormattedMessage
        id="shipping.duties.declared"
        values={{
          total: formatUsd(intl, quote.declaredValueCents),
          duty: formatUsd(intl, duties.deMinimisCents ?? 0),
          tax: formatUsd(intl, duties.taxDeMinimisCents ?? 0),
        }}
      />
    </p>
  )
}
