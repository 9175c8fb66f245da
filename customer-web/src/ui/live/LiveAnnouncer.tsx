import { useIntl } from 'react-intl'
import { useAnnouncements, type Announcement } from './announcer'

/** The app's two live regions (polite and assertive), present from the first paint and visually hidden. */
export function LiveAnnouncer() {
  const { polite, assertive } = useAnnouncements()
  return (
    <div className="visually-hidden">
      <div className="live-announcer" role="status" aria-live="polite" aria-atomic="true">
        <Said announcement={polite} />
      </div>
      <div className="live-announcer" role="alert" aria-live="assertive" aria-atomic="true">
        <Said announcement={assertive} />
      </div>
    </div>
  )
}

function Said({ announcement }: { announcement: Announcement | null }) {
  const intl = useIntl()
  if (!announcement) return null
  if (announcement.kind === 'text') return <>{announcement.text}</>
  const { messages } = announcement
  return (
    <>
      {intl.formatMessage({ id: 'a11y.formErrors' }, { count: messages.length })}{' '}
      {messages.join(' ')}
    </>
  )
}
