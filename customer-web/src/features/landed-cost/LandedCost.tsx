/**
 * The landed cost as the calculator and the ship request show it: per service, shipping + duties +
 * import tax (or an estimated range), and once per answer, the rates and thresholds behind them.
 * Every figure comes from the API; nothing is computed here.
 */
import { FormattedMessage, useIntl } from 'react-intl'
import {
  GOODS_CATEGORIES,
  type DutiesAndTaxes,
  type GoodsCategory,
  type LandedCost,
} from '../../api/quotes'
import { formatUsd } from '../../ui'
import './landed-cost.css'

/** The categories as select options, in the page language. */
export function useCategoryOptions(): { value: GoodsCategory; label: string }[] {
  const intl = useIntl()
  return GOODS_CATEGORIES.map((category) => ({
    value: category,
    label: intl.formatMessage({ id: `landedCost.category.${category}` }),
  }))
}

/** Spans only, so it may sit inside a service's label as well as in a list item. */
export function LandedCostBreakdown({ cost }: { cost: LandedCost }) {
  const intl = useIntl()
  const usd = (cents: number) => formatUsd(intl, cents)
  return (
    <span className="landed-cost">
      <span className="landed-cost-row">
        <span>
          <FormattedMessage id="landedCost.shipping" />
        </span>
        <span className="landed-cost-amount">{usd(cost.shippingCents)}</span>
      </span>
      {cost.estimateCents ? (
        <span className="landed-cost-row landed-cost-total">
          <span>
            <FormattedMessage id="landedCost.totalEstimate" />
          </span>
          <span className="landed-cost-amount">
            <FormattedMessage
              id="landedCost.range"
              values={{
                min: usd(cost.estimateCents.minCents),
                max: usd(cost.estimateCents.maxCents),
              }}
            />
          </span>
        </span>
      ) : (
        <>
          <span className="landed-cost-row">
            <span>
              <FormattedMessage id="landedCost.duties" />
            </span>
            <span className="landed-cost-amount">{usd(cost.dutiesCents ?? 0)}</span>
          </span>
          <span className="landed-cost-row">
            <span>
              <FormattedMessage id="landedCost.taxes" />
            </span>
            <span className="landed-cost-amount">{usd(cost.taxesCents ?? 0)}</span>
          </span>
          <span className="landed-cost-row landed-cost-total">
            <span>
              <FormattedMessage id="landedCost.total" />
            </span>
            <span className="landed-cost-amount">{usd(cost.totalCents ?? cost.shippingCents)}</span>
          </span>
        </>
      )}
    </span>
  )
}

/** Why the duties and taxes are what they are: rates, the base of the tax, the thresholds. */
export function DutiesSummary({ duties }: { duties: DutiesAndTaxes }) {
  const intl = useIntl()
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 })
  const threshold =
    duties.note === 'tax_below_de_minimis' ? duties.taxDeMinimisCents : duties.deMinimisCents
  return (
    <div className="landed-cost-summary" data-note={duties.note}>
      {duties.note !== 'domestic' &&
        duties.dutyRatePercent !== null &&
        duties.taxRatePercent !== null && (
          <p>
            <FormattedMessage
              id="landedCost.rates"
              values={{
                duty: percent(duties.dutyRatePercent),
                tax: percent(duties.taxRatePercent),
                base: duties.taxBase ?? 'goods_shipping_duty',
              }}
            />
          </p>
        )}
      <p>
        <FormattedMessage
          id={`landedCost.note.${duties.note}`}
          values={{
            threshold: formatUsd(intl, threshold ?? 0),
            min: percent(duties.estimateRangePercent?.min ?? 0),
            max: percent(duties.estimateRangePercent?.max ?? 0),
          }}
        />
      </p>
      <p className="landed-cost-disclaimer">
        <FormattedMessage id="landedCost.disclaimer" />
      </p>
    </div>
  )
}
