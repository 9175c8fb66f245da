import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useDashboard } from '../../api/dashboard'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { formatUsd } from '../../ui'
import './payments.css'

/**
 * What the customer owes, how many invoices, and the way to pay them: on the dashboard and in
 * the wallet, wherever a customer looks for money. Nothing while nothing is owed.
 */
export function OwedPrompt() {
  const intl = useIntl()
  const { lang } = useLanguage()
  const owed = useDashboard().data?.owed
  if (!owed || owed.count === 0) return null
  return (
    <section className="card owed-prompt" aria-labelledby="owed-prompt-title">
      <div>
        <h2 id="owed-prompt-title" className="owed-prompt-title">
          <FormattedMessage
            id="dashboard.owed.title"
            values={{ amount: formatUsd(intl, owed.totalCents) }}
          />
        </h2>
        <p>
          <FormattedMessage id="dashboard.owed.text" values={{ count: owed.count }} />
        </p>
      </div>
      <Link className="btn btn-primary" to={pathFor('checkout', lang)}>
        <FormattedMessage id="dashboard.owed.pay" />
      </Link>
    </section>
  )
}
