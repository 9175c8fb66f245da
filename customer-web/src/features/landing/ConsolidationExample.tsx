import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ContentTable, formatUsd } from '../../ui'
import {
  CONSOLIDATED_CENTS,
  SEPARATE_PACKAGE_CENTS,
  consolidationSaving,
} from './consolidationExample'
import './landing.css'

/** Three packages shipped separately versus consolidated; every figure is computed from the inputs. */
export function ConsolidationExample() {
  const intl = useIntl()
  const { separateTotalCents, savingCents, savingRatio } = consolidationSaving(
    SEPARATE_PACKAGE_CENTS,
    CONSOLIDATED_CENTS
  )
  return (
    <>
      <ContentTable
        captionId="landing.example.caption"
        columns={[
          'landing.example.colShipment',
          { id: 'landing.example.colCost', className: 'content-num' },
        ]}
      >
        {SEPARATE_PACKAGE_CENTS.map((cents, index) => (
          <CostRow key={index} cents={cents}>
            <FormattedMessage id="landing.example.package" values={{ number: index + 1 }} />
          </CostRow>
        ))}
        <CostRow className="landing-example-total" cents={separateTotalCents}>
          <FormattedMessage id="landing.example.separate" />
        </CostRow>
        <CostRow className="landing-example-consolidated" cents={CONSOLIDATED_CENTS}>
          <FormattedMessage id="landing.example.consolidated" />
        </CostRow>
      </ContentTable>
      <p className="content-callout landing-saving">
        <FormattedMessage
          id="landing.example.saving"
          values={{ amount: formatUsd(intl, savingCents), percent: savingRatio }}
        />
      </p>
    </>
  )
}

/** A row of the example: what is shipped (`children`) and what it costs. */
function CostRow({
  className,
  cents,
  children,
}: {
  className?: string
  cents: number
  children: ReactNode
}) {
  const intl = useIntl()
  return (
    <tr className={className}>
      <th scope="row">{children}</th>
      <td className="content-num">{formatUsd(intl, cents)}</td>
    </tr>
  )
}
