import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { routeTitleId, type RouteId } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import { Card, PageHeading } from '../../ui'

/** The frame every auth page shares: its title, the one h1, a narrow card and links underneath. */
export function AuthCard({
  routeId,
  lead,
  children,
  footer,
}: {
  routeId: RouteId
  lead?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  const intl = useIntl()
  usePageTitle(routeTitleId(routeId))
  return (
    <div className="narrow">
      <PageHeading lead={lead}>{intl.formatMessage({ id: `auth.${routeId}.heading` })}</PageHeading>
      <Card>{children}</Card>
      {footer && <div className="auth-links">{footer}</div>}
    </div>
  )
}

export function FormError({ message }: { message?: string }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null
}
