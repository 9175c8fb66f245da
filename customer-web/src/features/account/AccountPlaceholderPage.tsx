import { FormattedMessage, useIntl } from 'react-intl'
import { routeTitleId, type RouteId } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import { EmptyState, PageHeading } from '../../ui'

/** Signed-in pages are reserved now and built in part 2; until then each says so in the page language. */
export default function AccountPlaceholderPage({ routeId }: { routeId: RouteId }) {
  const intl = useIntl()
  usePageTitle(routeTitleId(routeId))
  return (
    <>
      <PageHeading>{intl.formatMessage({ id: routeTitleId(routeId) })}</PageHeading>
      <EmptyState
        title={<FormattedMessage id="account.comingSoon.title" />}
        message={<FormattedMessage id="account.comingSoon.text" />}
      />
    </>
  )
}
