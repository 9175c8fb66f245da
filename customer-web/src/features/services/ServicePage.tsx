import { FormattedMessage } from 'react-intl'
import { MessageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { CtaBanner, SignUpActions } from '../../ui'
import { Section, StepList } from '../../ui'
import { ServiceCards } from './ServiceCards'
import { SERVICE_KEYS, type ServiceKey } from './serviceList'
import { ConsolidationExample } from '../landing/ConsolidationExample'
import { PurchaseFeeExamples } from './PurchaseFeeExamples'
import { RequestPurchaseLink } from '../purchase-assistance/RequestPurchaseLink'
import '../../ui/content.css'
import './services.css'

interface ServiceContent {
  title: string
  heading: string
  lead: string
  benefits: string[]
  steps: string[]
  details: string[]
}

/** Message ids of each service page, written out so every id stays greppable. */
const CONTENT: Record<ServiceKey, ServiceContent> = {
  packageForwarding: {
    title: 'services.packageForwarding.title',
    heading: 'services.packageForwarding.heading',
    lead: 'services.packageForwarding.lead',
    benefits: [
      'services.packageForwarding.benefit1',
      'services.packageForwarding.benefit2',
      'services.packageForwarding.benefit3',
      'services.packageForwarding.benefit4',
    ],
    steps: [
      'services.packageForwarding.step1',
      'services.packageForwarding.step2',
      'services.packageForwarding.step3',
    ],
    details: ['services.packageForwarding.details.p1', 'services.packageForwarding.details.p2'],
  },
  internationalShipping: {
    title: 'services.internationalShipping.title',
    heading: 'services.internationalShipping.heading',
    lead: 'services.internationalShipping.lead',
    benefits: [
      'services.internationalShipping.benefit1',
      'services.internationalShipping.benefit2',
      'services.internationalShipping.benefit3',
      'services.internationalShipping.benefit4',
    ],
    steps: [
      'services.internationalShipping.step1',
      'services.internationalShipping.step2',
      'services.internationalShipping.step3',
    ],
    details: [
      'services.internationalShipping.details.p1',
      'services.internationalShipping.details.p2',
    ],
  },
  storage: {
    title: 'services.storage.title',
    heading: 'services.storage.heading',
    lead: 'services.storage.lead',
    benefits: [
      'services.storage.benefit1',
      'services.storage.benefit2',
      'services.storage.benefit3',
      'services.storage.benefit4',
    ],
    steps: ['services.storage.step1', 'services.storage.step2', 'services.storage.step3'],
    details: ['services.storage.details.p1', 'services.storage.details.p2'],
  },
  consolidation: {
    title: 'services.consolidation.title',
    heading: 'services.consolidation.heading',
    lead: 'services.consolidation.lead',
    benefits: [
      'services.consolidation.benefit1',
      'services.consolidation.benefit2',
      'services.consolidation.benefit3',
      'services.consolidation.benefit4',
    ],
    steps: [
      'services.consolidation.step1',
      'services.consolidation.step2',
      'services.consolidation.step3',
    ],
    details: ['services.consolidation.details.p1', 'services.consolidation.details.p2'],
  },
  purchaseAssistance: {
    title: 'services.purchaseAssistance.title',
    heading: 'services.purchaseAssistance.heading',
    lead: 'services.purchaseAssistance.lead',
    benefits: [
      'services.purchaseAssistance.benefit1',
      'services.purchaseAssistance.benefit2',
      'services.purchaseAssistance.benefit3',
      'services.purchaseAssistance.benefit4',
    ],
    steps: [
      'services.purchaseAssistance.step1',
      'services.purchaseAssistance.step2',
      'services.purchaseAssistance.step3',
    ],
    details: ['services.purchaseAssistance.details.p1', 'services.purchaseAssistance.details.p2'],
  },
}

export default function ServicePage({ service }: { service: ServiceKey }) {
  const content = CONTENT[service]
  usePageTitle(content.title)

  return (
    <div className="content-page service-page">
      <MessageHeading titleId={content.heading} leadId={content.lead} />

      {service === 'purchaseAssistance' && <RequestPurchaseLink />}

      <SignUpActions
        signUpId="services.cta.button"
        secondary={{ to: 'calculator', messageId: 'services.cta.calculator' }}
      />

      <div className="content-narrow">
        <Section
          def={{
            id: `service-benefits`,
            title: 'services.benefits.title',
            items: content.benefits,
          }}
        />

        <StepList id="service-steps" title="services.steps.title" steps={content.steps} />

        {service === 'purchaseAssistance' && <PurchaseFeeExamples />}

        {service === 'consolidation' && (
          <section
            className="content-section landing-example"
            aria-labelledby="service-example-heading"
          >
            <h2 id="service-example-heading">
              <FormattedMessage id="landing.example.title" />
            </h2>
            <ConsolidationExample />
          </section>
        )}

        <Section
          def={{
            id: 'service-details',
            title: `services.${service}.details.title`,
            paragraphs: content.details,
          }}
        />
      </div>

      <CtaBanner
        headingId="service-cta-heading"
        className="landing-cta service-cta"
        titleId="services.cta.title"
        textId="services.cta.text"
        buttonId="services.cta.button"
      />

      <nav className="service-other" aria-labelledby="service-other-heading">
        <h2 id="service-other-heading">
          <FormattedMessage id="services.other.title" />
        </h2>
        <ServiceCards services={SERVICE_KEYS.filter((key) => key !== service)} />
      </nav>
    </div>
  )
}
