import { FormattedMessage, useIntl } from 'react-intl'
import { ContentTable, formatUsd, TitledSection } from '../../ui'
import {
  PURCHASE_FEE_MINIMUM_CENTS,
  PURCHASE_FEE_RATE,
  percentFeeCents,
  purchaseFeeCents,
} from '#domain/purchase_fees'

/** Item costs of the worked examples: one under the minimum, one above it. */
const EXAMPLE_ITEM_CENTS = [4000, 20000] as const

export function PurchaseFeeExamples() {
  const intl = useIntl()
  const minimum = formatUsd(intl, PURCHASE_FEE_MINIMUM_CENTS)
  return (
    <TitledSection
      className="content-section"
      headingId="purchase-fee-heading"
      titleId="services.purchaseAssistance.fee.title"
    >
      <p>
        <FormattedMessage
          id="services.purchaseAssistance.fee.p1"
          values={{ rate: PURCHASE_FEE_RATE, minimum }}
        />
      </p>
      <ContentTable
        captionId="services.purchaseAssistance.fee.caption"
        columns={[
          'services.purchaseAssistance.fee.colItem',
          { id: 'services.purchaseAssistance.fee.colFee', className: 'content-num' },
          'services.purchaseAssistance.fee.colWhy',
        ]}
      >
        {EXAMPLE_ITEM_CENTS.map((itemCents) => {
          const feeCents = purchaseFeeCents(itemCents)
          const percentCents = percentFeeCents(itemCents)
          return (
            <tr key={itemCents}>
              <th scope="row">{formatUsd(intl, itemCents)}</th>
              <td className="content-num" data-testid="purchase-fee">
                {formatUsd(intl, feeCents)}
              </td>
              <td>
                {feeCents > percentCents ? (
                  <FormattedMessage
                    id="services.purchaseAssistance.fee.whyMinimum"
                    values={{
                      rate: PURCHASE_FEE_RATE,
                      raw: formatUsd(intl, percentCents),
                      minimum,
                    }}
                  />
                ) : (
                  <FormattedMessage
                    id="services.purchaseAssistance.fee.whyPercent"
                    values={{ rate: PURCHASE_FEE_RATE, cost: formatUsd(intl, itemCents) }}
                  />
                )}
              </td>
            </tr>
          )
        })}
      </ContentTable>
      <p className="content-hint">
        <FormattedMessage id="services.purchaseAssistance.fee.tax" />
      </p>
    </TitledSection>
  )
}
