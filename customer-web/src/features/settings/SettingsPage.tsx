import { FormattedMessage, useIntl } from 'react-intl'
import { usePreferences, useProfile } from '../../api/settings'
import { routeTitleId } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import { Card, PageHeading, QueryView, Skeleton } from '../../ui'
import { AddressesCard } from './AddressesCard'
import { AvatarCard } from './AvatarCard'
import { PasswordCard } from './PasswordCard'
import { PreferencesCard } from './PreferencesCard'
import { ProfileCard } from './ProfileCard'
import './settings.css'

export default function SettingsPage() {
  const intl = useIntl()
  const profile = useProfile()
  const preferences = usePreferences()
  usePageTitle(routeTitleId('settings'))

  return (
    <div className="settings">
      <PageHeading lead={<FormattedMessage id="settings.lead" />}>
        {intl.formatMessage({ id: routeTitleId('settings') })}
      </PageHeading>
      <QueryView query={profile} loading={<LoadingCard titleId="settings.profile.title" />}>
        {(data) => (
          <>
            <ProfileCard profile={data} />
            <AvatarCard profile={data} />
          </>
        )}
      </QueryView>
      <PasswordCard />
      <QueryView query={preferences} loading={<LoadingCard titleId="settings.preferences.title" />}>
        {(data) => <PreferencesCard preferences={data} />}
      </QueryView>
      <AddressesCard />
    </div>
  )
}

function LoadingCard({ titleId }: { titleId: string }) {
  return (
    <Card title={<FormattedMessage id={titleId} />}>
      <Skeleton lines={6} />
    </Card>
  )
}
