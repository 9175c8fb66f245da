import { FormattedMessage } from 'react-intl'
import { PageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { ForwardArrow, PageLink } from '../content/PageLink'
import { Section } from '../content/Section'
import '../content/content.css'
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
      <PageHeading lead={<FormattedMessage id="amway.lead" />}>
        <FormattedMessage id="amway.heading" />
      </PageHeading>

      <Section
        def={{
          id: 'amway-who',
          title: 'amway.who.title',
          paragraphs: ['amway.who.p1', 'amway.who.p2'],
        }}
      />

      <section className="content-section" aria-labelledby="amway-steps-heading">
        <h2 id="amway-steps-heading">
          <FormattedMessage id="amway.steps.title" />
        </h2>
        <ol className="service-steps">
          {STEPS.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} />
            </li>
          ))}
        </ol>
      </section>

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

      <div className="content-actions">
        <PageLink to="signUp" className="content-button">
          <FormattedMessage id="amway.cta.signUp" />
          <ForwardArrow />
        </PageLink>
        <PageLink to="calculator" className="content-button content-button--secondary">
          <FormattedMessage id="amway.cta.calculator" />
        </PageLink>
      </div>
    </div>
  )
}
