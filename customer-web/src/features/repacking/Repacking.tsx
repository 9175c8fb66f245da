/**
 * Repacking advice as the calculator and the ship request show it: the box is billed for air,
 * this standard box would do, and what each service costs in it. Figures come from the API.
 */
import { FormattedMessage, useIntl } from 'react-intl'
import type { RepackAdvice, ServiceId } from '../../api/quotes'
import { UsdMessage } from '../../ui'
import './repacking.css'

type Box = { id: string; lengthIn: number; widthIn: number; heightIn: number }

/** A box's name and size in the page language, as message values. */
export function useBoxValues() {
  const intl = useIntl()
  return (box: Box) => ({
    box: intl.formatMessage({ id: `repack.box.${box.id}` }),
    size: intl.formatMessage(
      { id: 'repack.size' },
      { length: box.lengthIn, width: box.widthIn, height: box.heightIn }
    ),
  })
}

export function repackOffer(advice: RepackAdvice | null, service: ServiceId) {
  return advice?.quotes.find((offer) => offer.service === service)
}

/** Why the parcel pays for its size, and which box would help (or that none would). */
export function RepackSummary({
  advice,
  actualWeightLb,
  dimensionalWeightLb,
}: {
  advice: RepackAdvice
  actualWeightLb: number
  dimensionalWeightLb: number
}) {
  const boxValues = useBoxValues()
  return (
    <div className="repack-summary">
      <p>
        <FormattedMessage
          id="repack.dimensional"
          values={{ dimensional: dimensionalWeightLb, actual: actualWeightLb }}
        />
      </p>
      <p>
        {advice.box ? (
          <FormattedMessage
            id="repack.advice"
            values={{ ...boxValues(advice.box), billable: advice.billableWeightLb }}
          />
        ) : (
          <FormattedMessage id="repack.noBox" />
        )}
      </p>
    </div>
  )
}

/** One service's price once repacked, and the saving. */
export function RepackOfferLine({ offer }: { offer: { priceCents: number; savedCents: number } }) {
  return (
    <span className="repack-offer">
      <UsdMessage id="repack.offer" cents={{ price: offer.priceCents, saved: offer.savedCents }} />
    </span>
  )
}
