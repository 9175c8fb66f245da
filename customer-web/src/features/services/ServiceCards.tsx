import { FormattedMessage } from 'react-intl'
import { ForwardArrow, PageLink } from '../../ui'
import { SERVICE_MESSAGES, type ServiceKey } from './serviceList'

/** A card per service: its name linking to its page, and its one-line summary. */
export function ServiceCards({ services }: { services: readonly ServiceKey[] }) {
  return (
    <ul className="content-grid content-grid--3">
      {services.map((key) => (
        <li key={key} className="content-card">
          <h3>
            <PageLink to={SERVICE_MESSAGES[key].page} className="content-more">
              <FormattedMessage id={SERVICE_MESSAGES[key].name} />
              <ForwardArrow />
            </PageLink>
          </h3>
          <p>
            <FormattedMessage id={SERVICE_MESSAGES[key].summary} />
          </p>
        </li>
      ))}
    </ul>
  )
}
