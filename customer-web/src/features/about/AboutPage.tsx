import { MessageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { SignUpActions } from '../../ui'
import { Section, type SectionDef } from '../../ui'
import '../../ui/content.css'

const SECTIONS: SectionDef[] = [
  {
    id: 'about-mission',
    title: 'about.mission.title',
    paragraphs: ['about.mission.p1', 'about.mission.p2'],
  },
  {
    id: 'about-what',
    title: 'about.what.title',
    paragraphs: ['about.what.p1'],
    items: [
      'about.what.item1',
      'about.what.item2',
      'about.what.item3',
      'about.what.item4',
      'about.what.item5',
    ],
  },
  {
    id: 'about-warehouse',
    title: 'about.warehouse.title',
    paragraphs: ['about.warehouse.p1', 'about.warehouse.p2'],
  },
  {
    id: 'about-values',
    title: 'about.values.title',
    items: ['about.values.item1', 'about.values.item2', 'about.values.item3', 'about.values.item4'],
  },
  {
    id: 'about-support',
    title: 'about.support.title',
    paragraphs: ['about.support.p1'],
    items: ['about.support.weekdays', 'about.support.saturday'],
    after: ['about.support.reply'],
  },
]

export default function AboutPage() {
  usePageTitle('about.title')
  return (
    <div className="content-page content-narrow">
      <MessageHeading titleId="about.heading" leadId="about.lead" />
      {SECTIONS.map((def) => (
        <Section key={def.id} def={def} />
      ))}
      <SignUpActions
        signUpId="about.cta.signUp"
        secondary={{ to: 'contact', messageId: 'about.cta.contact' }}
      />
    </div>
  )
}
