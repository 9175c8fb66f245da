import { FormattedMessage } from 'react-intl'
import { usePageTitle } from '../../routing/usePageTitle'
import { PageLink } from '../../ui'
import type { SectionDef } from '../../ui'
import { LegalDocument } from './LegalDocument'

/** A section of the terms: `terms-<key>`, titled `terms.<key>.title`, with paragraphs `terms.<key>.p1` onward. */
function termsSection(key: string, paragraphCount: number): SectionDef {
  return {
    id: `terms-${key}`,
    title: `terms.${key}.title`,
    paragraphs: Array.from({ length: paragraphCount }, (_, index) => `terms.${key}.p${index + 1}`),
  }
}

const SECTIONS: SectionDef[] = [
  termsSection('acceptance', 1),
  {
    id: 'terms-account',
    title: 'terms.account.title',
    items: ['terms.account.accurate', 'terms.account.personal', 'terms.account.security'],
  },
  termsSection('address', 2),
  termsSection('storage', 2),
  termsSection('shipping', 2),
  termsSection('customs', 2),
  termsSection('prohibited', 1),
  termsSection('purchase', 2),
  termsSection('payment', 1),
  termsSection('returns', 1),
  termsSection('liability', 2),
  termsSection('changes', 2),
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
