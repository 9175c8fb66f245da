import { FormattedMessage, useIntl } from 'react-intl'
import { usePageTitle } from '../../routing/usePageTitle'
import { PageLink } from '../../ui'
import { formatUsd } from '../../ui/format'
import type { SectionDef } from '../../ui'
import '../../ui/timeline.css'
import { LegalDocument } from './LegalDocument'
import {
  REFUND_PERCENT,
  REQUEST_WINDOW_DAYS,
  RESTOCKING_FEE_PERCENT,
  SHIP_BACK_WINDOW_DAYS,
  refundOf,
} from '../../api/returns'

/* The spec's example: an order invoice of $100 gives $70 back. */
const EXAMPLE_INVOICE_CENTS = 10000
const SHARES = { rate: RESTOCKING_FEE_PERCENT / 100, refundRate: REFUND_PERCENT / 100 }

const SECTIONS: SectionDef[] = [
  { id: 'returns-window', title: 'returns.window.title' },
  { id: 'returns-timeline', title: 'returns.timeline.title', paragraphs: ['returns.timeline.p1'] },
  { id: 'returns-fee', title: 'returns.fee.title' },
  {
    id: 'returns-conditions',
    title: 'returns.conditions.title',
    items: [
      'returns.conditions.unused',
      'returns.conditions.packaging',
      'returns.conditions.store',
      'returns.conditions.shippingCost',
    ],
  },
  {
    id: 'returns-excluded',
    title: 'returns.excluded.title',
    items: [
      'returns.excluded.hygiene',
      'returns.excluded.software',
      'returns.excluded.custom',
      'returns.excluded.final',
    ],
  },
  { id: 'returns-damaged', title: 'returns.damaged.title', paragraphs: ['returns.damaged.p1'] },
]

const TIMELINE = [
  { title: 'returns.timeline.request.title', text: 'returns.timeline.request.text' },
  { title: 'returns.timeline.approval.title', text: 'returns.timeline.approval.text' },
  { title: 'returns.timeline.shipBack.title', text: 'returns.timeline.shipBack.text' },
  { title: 'returns.timeline.inspection.title', text: 'returns.timeline.inspection.text' },
  { title: 'returns.timeline.refund.title', text: 'returns.timeline.refund.text' },
] as const

export default function ReturnsPolicyPage() {
  usePageTitle('returns.title')
  const intl = useIntl()
  const days = { requestDays: REQUEST_WINDOW_DAYS, shipBackDays: SHIP_BACK_WINDOW_DAYS }
  const example = refundOf(EXAMPLE_INVOICE_CENTS)

  return (
    <LegalDocument
      headingId="returns.heading"
      leadId="returns.lead"
      sections={SECTIONS}
      extras={{
        'returns-window': (
          <>
            <p>
              <FormattedMessage id="returns.window.p1" values={days} />
            </p>
            <p>
              <FormattedMessage id="returns.window.p2" values={days} />
            </p>
          </>
        ),
        'returns-timeline': (
          <ol className="timeline legal-timeline">
            {TIMELINE.map((step) => (
              <li key={step.title}>
                <strong>
                  <FormattedMessage id={step.title} values={days} />
                </strong>
                <FormattedMessage id={step.text} values={days} />
              </li>
            ))}
          </ol>
        ),
        'returns-fee': (
          <>
            <p>
              <FormattedMessage id="returns.fee.p1" values={SHARES} />
            </p>
            <div className="content-callout">
              <p>
                <FormattedMessage
                  id="returns.fee.example"
                  values={{
                    invoice: formatUsd(intl, EXAMPLE_INVOICE_CENTS),
                    fee: formatUsd(intl, example.restockingFeeCents),
                    refund: formatUsd(intl, example.refundCents),
                    ...SHARES,
                  }}
                />
              </p>
            </div>
          </>
        ),
        'returns-damaged': (
          <p>
            <PageLink to="contact">
              <FormattedMessage id="returns.contactLink" />
            </PageLink>
          </p>
        ),
      }}
    />
  )
}
