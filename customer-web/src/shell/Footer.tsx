import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useLanguage } from '../i18n/useLanguage'
import { pathFor, type RouteId } from '../routing/routeTable'

const SERVICES: RouteId[] = [
  'packageForwarding',
  'internationalShipping',
  'storage',
  'consolidation',
  'purchaseAssistance',
]
const COMPANY: RouteId[] = ['about', 'contact', 'helpCenter', 'blog', 'amwayIbos', 'downloadLogos']
const LEGAL: RouteId[] = ['privacyPolicy', 'termsConditions', 'prohibitedItems', 'returnsPolicy']

export function Footer() {
  const intl = useIntl()
  const { lang } = useLanguage()
  const groups = [
    { label: 'footer.services', ids: SERVICES },
    { label: 'footer.company', ids: COMPANY },
    { label: 'footer.legal', ids: LEGAL },
  ]
  return (
    <footer className="site-footer">
      <div className="container">
        {groups.map((group) => (
          <nav key={group.label} aria-label={intl.formatMessage({ id: group.label })}>
            <ul>
              {group.ids.map((id) => (
                <li key={id}>
                  <Link to={pathFor(id, lang)}>
                    <FormattedMessage id={`nav.${id}`} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <p>
          <FormattedMessage
            id="footer.copyright"
            values={{ year: String(new Date().getFullYear()) }}
          />
        </p>
      </div>
    </footer>
  )
}
