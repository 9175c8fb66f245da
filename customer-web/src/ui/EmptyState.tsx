import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { RouteId } from '../routing/routeTable'
import { PageLink } from './PageLink'

export function EmptyState({
  title,
  message,
  action,
}: {
  title: ReactNode
  message?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="state state-empty">
      <p className="state-title">{title}</p>
      {message && <p>{message}</p>}
      {action}
    </div>
  )
}

/** An empty list with a button-styled link to the page where it fills up; every text from the catalogue. */
export function EmptyStateLink({
  titleId,
  textId,
  link,
}: {
  titleId: string
  textId: string
  link: { to: RouteId; messageId: string; variant?: 'primary' | 'secondary' }
}) {
  return (
    <EmptyState
      title={<FormattedMessage id={titleId} />}
      message={<FormattedMessage id={textId} />}
      action={
        <PageLink className={`btn btn-${link.variant ?? 'primary'}`} to={link.to}>
          <FormattedMessage id={link.messageId} />
        </PageLink>
      }
    />
  )
}
