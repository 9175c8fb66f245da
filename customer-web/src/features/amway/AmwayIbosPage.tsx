import { FormattedMessage } from 'react-intl'
import { MessageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { SignUpActions } from '../../ui'
import { PageLink } from '../../ui'
import { Section, StepList } from '../../ui'
import '../../ui/content.css'
import '../services/services.css'

const STEPS = [
  'amway.steps.step1',
  'amway.steps.step2',
  'amway.steps.step3',
  'amway.steps.step4',
] as const

export default function AmwayIbosPage() {
  usePageTitle('amway.title')
  return (
    <div className="content-page content-narrow">
      <MessageHeading titleId="amway.heading" leadId="amway.lead" />

      <Section
        def={{
          id: 'amway-who',
          title: 'amway.who.title',
          paragraphs: ['amway.who.p1', 'amway.who.p2'],
        }}
      />

      <StepList id="amway-steps" title="amway.steps.title" steps={STEPS} />

      <Section
        def={{
          id: 'amway-benefits',
          title: 'amway.benefits.title',
          items: [
            'amway.benefits.item1',
            'amway.benefits.item2',
            'amway.benefits.item3',
            'amway.benefits.item4',
          ],
        }}
      />

      <Section
        def={{
          id: 'amway-rules',
          title: 'amway.rules.title',
          items: [
            'amway.rules.item1',
            'amway.rules.item2',
            'amway.rules.item3',
            'amway.rules.item4',
          ],
        }}
      >
        <p>
          <PageLink to="prohibitedItems">
            <FormattedMessage id="amway.rules.link" />
          </PageLink>
        </p>
      </Section>

      <p className="content-hint">
        <FormattedMessage id="amway.disclaimer" />
      </p>

      <SignUpActions
        signUpId="amway.cta.signUp"
        secondary={{ to: 'calculator', messageId: 'amway.cta.calculator' }}
      />
    </div>
  )
}
