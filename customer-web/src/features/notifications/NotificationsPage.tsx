import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { errorMessageId } from '../../api/client'
import {
  NOTIFICATIONS_PAGE_SIZE,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  type AppNotification,
} from '../../api/notifications'
import { useCurrentUser } from '../auth/session'
import { routeTitleId } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import {
  Button,
  EmptyState,
  PageHeading,
  Pagination,
  QueryView,
  Skeleton,
  StatusBadge,
  formatDateTime,
  useToast,
} from '../../ui'
import { RecordLink } from '../../ui/RecordLink'
import './notifications.css'

export default function NotificationsPage() {
  const intl = useIntl()
  const toast = useToast()
  const [page, setPage] = useState(1)
  const notifications = useNotifications(page)
  const markAll = useMarkAllRead()
  usePageTitle(routeTitleId('notifications'))

  const anyUnread = notifications.data?.some((item) => !item.read) ?? false

  async function readAll() {
    try {
      await markAll.run()
      toast.show({ title: intl.formatMessage({ id: 'notifications.allRead' }), variant: 'success' })
    } catch (error) {
      toast.show({ title: intl.formatMessage({ id: errorMessageId(error) }), variant: 'error' })
    }
  }

  return (
    <div className="notifications">
      <PageHeading lead={<FormattedMessage id="notifications.lead" />}>
        {intl.formatMessage({ id: routeTitleId('notifications') })}
      </PageHeading>
      <div className="notifications-actions">
        <Button
          variant="secondary"
          onClick={() => void readAll()}
          busy={markAll.pending}
          disabled={!anyUnread}
        >
          <FormattedMessage id="notifications.markAllRead" />
        </Button>
      </div>
      <QueryView
        query={notifications}
        loading={<Skeleton lines={6} />}
        empty={
          <EmptyState
            title={<FormattedMessage id="notifications.empty.title" />}
            message={<FormattedMessage id="notifications.empty.text" />}
          />
        }
      >
        {(list) => (
          <>
            <ul className="notifications-list">
              {list.map((item) => (
                <NotificationItem key={item.id} item={item} />
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={NOTIFICATIONS_PAGE_SIZE}
              total={notifications.total ?? list.length}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryView>
    </div>
  )
}

/**
 * Title and body come in the customer's saved language, which may not be the page's: each keeps its own
 * writing direction, and both say their language so that a screen reader reads it with the right voice.
 * A notification about a record links to its page (an invoice to the page that pays it); following the
 * link reads the notification.
 */
function NotificationItem({ item }: { item: AppNotification }) {
  const intl = useIntl()
  const { user } = useCurrentUser()
  const toast = useToast()
  const markRead = useMarkRead(item.id)
  const titleId = useId()
  const { about } = item

  async function read() {
    try {
      await markRead.run()
    } catch (error) {
      toast.show({ title: intl.formatMessage({ id: errorMessageId(error) }), variant: 'error' })
    }
  }

  return (
    <li className={item.read ? 'notification' : 'notification notification-unread'}>
      <div className="notification-head">
        <h2 className="notification-title" id={titleId} dir="auto" lang={user?.locale}>
          {item.title}
        </h2>
        {!item.read && (
          <StatusBadge tone="info">
            <FormattedMessage id="notifications.unread" />
          </StatusBadge>
        )}
      </div>
      <p className="notification-body" dir="auto" lang={user?.locale}>
        {item.body}
      </p>
      <div className="notification-foot">
        <time dateTime={item.createdAt}>{formatDateTime(intl, item.createdAt)}</time>
        <div className="notification-actions">
          {!item.read && (
            <Button
              variant="ghost"
              onClick={() => void read()}
              busy={markRead.pending}
              aria-describedby={titleId}
            >
              <FormattedMessage id="notifications.markRead" />
            </Button>
          )}
          {about && (
            <RecordLink
              about={about}
              className="btn btn-secondary"
              onClick={() => {
                if (!item.read) void read()
              }}
            />
          )}
        </div>
      </div>
    </li>
  )
}
