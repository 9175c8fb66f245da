import { FormattedMessage, useIntl } from 'react-intl'
import { usePageTitle } from '../../routing/usePageTitle'
import { CtaBanner, Hero, SignUpActions, TitledSection } from '../../ui'
import { ServiceCards } from '../services/ServiceCards'
import { SERVICE_KEYS } from '../services/serviceList'
import { SEPARATE_PACKAGE_CENTS } from './consolidationExample'
import { ConsolidationExample } from './ConsolidationExample'
import { STORAGE_RULES } from '#domain/storage'
import '../../ui/content.css'
import './landing.css'

const STEPS = [
  { title: 'landing.how.step1.title', text: 'landing.how.step1.text' },
  { title: 'landing.how.step2.title', text: 'landing.how.step2.text' },
  { title: 'landing.how.step3.title', text: 'landing.how.step3.text' },
  { title: 'landing.how.step4.title', text: 'landing.how.step4.text' },
] as const

export default function LandingPage() {
  usePageTitle('landing.title')
  const intl = useIntl()

  return (
    <div className="content-page landing">
      <Hero
        className="landing-hero"
        headingId="landing-hero-title"
        eyebrowId="landing.hero.eyebrow"
        titleId="landing.hero.title"
        leadId="landing.hero.lead"
      >
        <SignUpActions
          signUpId="landing.hero.cta"
          secondary={{ to: 'calculator', messageId: 'landing.hero.secondary' }}
        />
        <ul className="landing-stats">
          <li>
            <FormattedMessage id="landing.stats.countries" values={{ count: 200 }} />
          </li>
          <li>
            <FormattedMessage
              id="landing.stats.storage"
              values={{ days: STORAGE_RULES.freeDays }}
            />
          </li>
          <li>
            <FormattedMessage id="landing.stats.savings" values={{ percent: 0.7 }} />
          </li>
          <li>
            <FormattedMessage id="landing.stats.consolidation" />
          </li>
        </ul>
      </Hero>

      <TitledSection headingId="landing-how-title" titleId="landing.how.title">
        <ol className="content-grid landing-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="content-card landing-step">
              <span className="landing-step-number" aria-hidden="true">
                {intl.formatNumber(index + 1)}
              </span>
              <h3>
                <FormattedMessage id={step.title} />
              </h3>
              <p>
                <FormattedMessage id={step.text} />
              </p>
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection
        className="landing-example"
        headingId="landing-example-title"
        titleId="landing.example.title"
      >
        <p>
          <FormattedMessage
            id="landing.example.lead"
            values={{ count: SEPARATE_PACKAGE_CENTS.length }}
          />
        </p>
        <ConsolidationExample />
        <p className="content-hint">
          <FormattedMessage id="landing.example.note" />
        </p>
      </TitledSection>

      <TitledSection headingId="landing-services-title" titleId="landing.services.title">
        <p>
          <FormattedMessage id="landing.services.lead" />
        </p>
        <ServiceCards services={SERVICE_KEYS} />
      </TitledSection>

      <CtaBanner
        headingId="landing-cta-title"
        className="landing-cta"
        titleId="landing.cta.title"
        textId="landing.cta.text"
        buttonId="landing.cta.button"
      />
    </div>
  )
}
