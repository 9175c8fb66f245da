import { FormattedMessage } from 'react-intl'
import { PageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { PageLink } from '../../ui'
import '../../ui/content.css'

export default function NotFoundPage() {
  usePageTitle('notFound.title')
  return (
    <div className="content-page content-narrow">
      <PageHeading lead={<FormattedMessage id="notFound.lead" />}>
        <FormattedMessage id="notFound.heading" />
      </PageHeading>
      <p>
        <FormattedMessage id="notFound.suggestions" />
      </p>
      <ul className="content-list">
        <li>
          <PageLink to="calculator">
            <FormattedMessage id="notFound.link.calculator" />
          </PageLink>
        </li>
        <li>
          <PageLink to="helpCenter">
            <FormattedMessage id="notFound.link.help" />
          </PageLink>
        </li>
        <li>
          <PageLink to="contact">
            <FormattedMessage id="notFound.link.contact" />
          </PageLink>
        </li>
      </ul>
      <div className="content-actions">
        <PageLink to="home" className="content-button">
          <FormattedMessage id="notFound.home" />
        </PageLink>
      </div>
    </div>
  )
}
