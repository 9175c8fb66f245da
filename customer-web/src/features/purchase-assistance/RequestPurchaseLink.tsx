import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import { useLanguage } from '../../i18n/useLanguage'
import { useCurrentUser } from '../auth/session'
import { purchaseRequestFormPath } from './purchaseLinks'

/** For a signed-in customer on the service page: straight to the request form. */
export function RequestPurchaseLink() {
  const { lang } = useLanguage()
  const { user } = useCurrentUser()
  if (!user) return null
  return (
    <p className="request-purchase-link">
      <Link className="btn btn-primary" to={purchaseRequestFormPath(lang)}>
        <FormattedMessage id="purchases.serviceButton" />
      </Link>
    </p>
  )
}
