import { FormattedMessage } from 'react-intl'
import { usePageTitle } from '../../routing/usePageTitle'
import { PageLink } from '../../ui'
import type { SectionDef } from '../../ui'
import { LegalDocument } from './LegalDocument'

const SECTIONS: SectionDef[] = [
  {
    id: 'prohibited-forbidden',
    title: 'prohibited.forbidden.title',
    paragraphs: ['prohibited.forbidden.p1'],
    items: [
      'prohibited.forbidden.explosives',
      'prohibited.forbidden.firearms',
      'prohibited.forbidden.hazmat',
      'prohibited.forbidden.flammable',
      'prohibited.forbidden.aerosols',
      'prohibited.forbidden.batteries',
      'prohibited.forbidden.cash',
      'prohibited.forbidden.drugs',
      'prohibited.forbidden.counterfeit',
      'prohibited.forbidden.alcohol',
      'prohibited.forbidden.tobacco',
      'prohibited.forbidden.perishables',
      'prohibited.forbidden.animals',
    ],
  },
  {
    id: 'prohibited-restricted',
    title: 'prohibited.restricted.title',
    paragraphs: ['prohibited.restricted.p1'],
    items: [
      'prohibited.restricted.perfume',
      'prohibited.restricted.batteriesInstalled',
      'prohibited.restricted.medicines',
      'prohibited.restricted.supplements',
      'prohibited.restricted.knives',
      'prohibited.restricted.cosmetics',
      'prohibited.restricted.electronics',
    ],
  },
  {
    id: 'prohibited-country',
    title: 'prohibited.country.title',
    paragraphs: ['prohibited.country.p1', 'prohibited.country.p2'],
  },
  {
    id: 'prohibited-received',
    title: 'prohibited.received.title',
    paragraphs: ['prohibited.received.p1', 'prohibited.received.p2'],
  },
]

export default function ProhibitedItemsPage() {
  usePageTitle('prohibited.title')
  return (
    <LegalDocument
      headingId="prohibited.heading"
      leadId="prohibited.lead"
      sections={SECTIONS}
      extras={{
        'prohibited-received': (
          <p>
            <PageLink to="contact">
              <FormattedMessage id="prohibited.contactLink" />
            </PageLink>
          </p>
        ),
      }}
    />
  )
}
