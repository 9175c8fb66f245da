import { usePageTitle } from '../../routing/usePageTitle'
import type { SectionDef } from '../../ui'
import { LegalDocument } from './LegalDocument'

const SECTIONS: SectionDef[] = [
  {
    id: 'privacy-collect',
    title: 'privacy.collect.title',
    paragraphs: ['privacy.collect.p1'],
    items: [
      'privacy.collect.account',
      'privacy.collect.addresses',
      'privacy.collect.packages',
      'privacy.collect.payments',
      'privacy.collect.support',
      'privacy.collect.usage',
    ],
  },
  {
    id: 'privacy-use',
    title: 'privacy.use.title',
    items: [
      'privacy.use.service',
      'privacy.use.customs',
      'privacy.use.notify',
      'privacy.use.security',
      'privacy.use.improve',
    ],
  },
  {
    id: 'privacy-share',
    title: 'privacy.share.title',
    paragraphs: ['privacy.share.p1'],
    items: [
      'privacy.share.carriers',
      'privacy.share.customs',
      'privacy.share.payments',
      'privacy.share.law',
    ],
    after: ['privacy.share.noSale'],
  },
  {
    id: 'privacy-cookies',
    title: 'privacy.cookies.title',
    paragraphs: ['privacy.cookies.p1', 'privacy.cookies.p2'],
  },
  {
    id: 'privacy-retention',
    title: 'privacy.retention.title',
    paragraphs: ['privacy.retention.p1'],
  },
  {
    id: 'privacy-rights',
    title: 'privacy.rights.title',
    paragraphs: ['privacy.rights.p1'],
    items: [
      'privacy.rights.access',
      'privacy.rights.correct',
      'privacy.rights.delete',
      'privacy.rights.object',
    ],
    after: ['privacy.rights.p2'],
  },
  { id: 'privacy-security', title: 'privacy.security.title', paragraphs: ['privacy.security.p1'] },
  { id: 'privacy-children', title: 'privacy.children.title', paragraphs: ['privacy.children.p1'] },
  { id: 'privacy-changes', title: 'privacy.changes.title', paragraphs: ['privacy.changes.p1'] },
]

export default function PrivacyPolicyPage() {
  usePageTitle('privacy.title')
  return <LegalDocument headingId="privacy.heading" leadId="privacy.lead" sections={SECTIONS} />
}
