import { useIntl } from 'react-intl'
import { useAnnouncement } from './announcer'

/** The app's polite live region, present from the first paint and visually hidden. */
export function LiveAnnouncer() {
  const intl = useIntl()
  const announcement = useAnnouncement()
  return (
    <div
      className="visually-hidden live-announcer"
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {announcement && intl.formatMessage({ id: 'a11y.formErrors' }, { count: announcement.count })}
    </div>
  )
}
