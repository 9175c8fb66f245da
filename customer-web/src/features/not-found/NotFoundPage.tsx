import { FormattedMessage } from 'react-intl'
import { MessageHeading } from '../../ui'
import type { RouteId } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import { PageLink } from '../../ui'
import '../../ui/content.css'

const SUGGESTIONS: { to: RouteId; messageId: string }[] = [
  { to: 'calculator', messageId: 'notFound.link.calculator' },
  { to: 'helpCenter', messageId: 'notFound.link.help' },
  { to: 'contact', messageId: 'notFound.link.contact' },
]

export default function NotFoundPage() {
  usePageTitle('notFound.title')
  return (
    <div className="content-page content-narrow">
      <MessageHeading titleId="notFound.heading" leadId="notFound.lead" />
      <p>
        <FormattedMessage id="notFound.suggestions" />
      </p>
      <ul className="content-list">
        {SUGGESTIONS.map(({ to, messageId }) => (
          <li key={to}>
            <PageLink to={to}>
              <FormattedMessage id={messageId} />
            </PageLink>
          </li>
        ))}
      </ul>
      <div className="content-actions">
        <PageLink to="home" className="content-button">
          <FormattedMessage id="notFound.home" />
        </PageLink>
      </div>
    </div>
  )
}
