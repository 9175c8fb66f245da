import { Fragment, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor, routeTitleId, type RouteId } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import { Card, PageHeading } from '../../ui'

export interface AuthLink {
  to: RouteId
  messageId: string
}

/** The frame every auth page shares: its title, the one h1, a narrow card and links to the other auth pages. */
export function AuthCard({
  routeId,
  lead,
  children,
  links = [],
}: {
  routeId: RouteId
  lead?: ReactNode
  children: ReactNode
  links?: AuthLink[]
}) {
  const intl = useIntl()
  const { lang } = useLanguage()
  usePageTitle(routeTitleId(routeId))
  return (
    <div className="narrow">
      <PageHeading lead={lead}>{intl.formatMessage({ id: `auth.${routeId}.heading` })}</PageHeading>
      <Card>{children}</Card>
      {links.length > 0 && (
        <div className="auth-links">
          <p>
            {links.map((link, index) => (
              <Fragment key={link.to}>
                {index > 0 && ' · '}
                <Link to={pathFor(link.to, lang)}>
                  <FormattedMessage id={link.messageId} />
                </Link>
              </Fragment>
            ))}
          </p>
        </div>
      )}
    </div>
  )
}
