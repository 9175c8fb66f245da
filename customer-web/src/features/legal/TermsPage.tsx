import { FormattedMessage } from 'react-intl'
import { usePageTitle } from '../../routing/usePageTitle'
import { PageLink } from '../../ui'
import type { SectionDef } from '../../ui'
import { LegalDocument } from './LegalDocument'

const SECTIONS: SectionDef[] = [
  { id: 'terms-acceptance', title: 'terms.acceptance.title', paragraphs: ['terms.acceptance.p1'] },
  {
    id: 'terms-account',
    title: 'terms.account.title',
    items: ['terms.account.accurate', 'terms.account.personal', 'terms.account.security'],
  },
  {
    id: 'terms-address',
    title: 'terms.address.title',
    paragraphs: ['terms.address.p1', 'terms.address.p2'],
  },
  {
    id: 'terms-storage',
    title: 'terms.storage.title',
    paragraphs: ['terms.storage.p1', 'terms.storage.p2'],
  },
  {
    id: 'terms-shipping',
    title: 'terms.shipping.title',
    paragraphs: ['terms.shipping.p1', 'terms.shipping.p2'],
  },
  {
    id: 'terms-customs',
    title: 'terms.customs.title',
    paragraphs: ['terms.customs.p1', 'terms.customs.p2'],
  },
  { id: 'terms-prohibited', title: 'terms.prohibited.title', paragraphs: ['terms.prohibited.p1'] },
  {
    id: 'terms-purchase',
    title: 'terms.purchase.title',
    paragraphs: ['terms.purchase.p1', 'terms.purchase.p2'],
  },
  { id: 'terms-payment', title: 'terms.payment.title', paragraphs: ['terms.payment.p1'] },
  { id: 'terms-returns', title: 'terms.returns.title', paragraphs: ['terms.returns.p1'] },
  {
    id: 'terms-liability',
    title: 'terms.liability.title',
    paragraphs: ['terms.liability.p1', 'terms.liability.p2'],
  },
  {
    id: 'terms-changes',
    title: 'terms.changes.title',
    paragraphs: ['terms.changes.p1', 'terms.changes.p2'],
  },
]

export default function TermsPage() {
  usePageTitle('terms.title')
  return (
    <LegalDocument
      headingId="terms.heading"
      leadId="terms.lead"
      sections={SECTIONS}
      extras={{
        'terms-prohibited': (
          <p>
            <PageLink to="prohibitedItems">
              <FormattedMessage id="terms.prohibited.link" />
            </PageLink>
          </p>
        ),
        'terms-returns': (
          <p>
            <PageLink to="returnsPolicy">
              <FormattedMessage id="terms.returns.link" />
            </PageLink>
          </p>
        ),
      }}
    />
  )
}
