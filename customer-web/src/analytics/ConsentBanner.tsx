import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useLanguage } from '../i18n/useLanguage'
import { pathFor } from '../routing/routeTable'
import { Button } from '../ui'
import { useConsent } from './consent'

export function ConsentBanner() {
  const intl = useIntl()
  const { lang } = useLanguage()
  const [consent, choose] = useConsent()
  if (consent) return null
  return (
    <section className="consent-banner" aria-label={intl.formatMessage({ id: 'consent.label' })}>
      <div className="container">
        <p>
          <FormattedMessage
            id="consent.text"
            values={{ link: (text) => <Link to={pathFor('privacyPolicy', lang)}>{text}</Link> }}
          />
        </p>
        <Button onClick={() => choose('granted')}>
          <FormattedMessage id="consent.accept" />
        </Button>
        <Button variant="secondary" onClick={() => choose('denied')}>
          <FormattedMessage id="consent.decline" />
        </Button>
      </div>
    </section>
  )
}
