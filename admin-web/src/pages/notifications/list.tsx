import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Button, Card, Empty, Select, Table } from 'antd'
import { useNavigate } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatDateTime } from '../../shared/format'
import { ListToolbar, listFilter, setListFilter } from '../../shared/list'
import { PageFrame } from '../../shared/PageFrame'
import { NOTIFICATION_TYPES, type NotificationType } from './types'

/** A row of `GET /api/admin/notifications`: one notice as staff sent it. */
interface SentNotice {
  id: number
  audience: 'user' | 'all'
  userId: number | null
  type: NotificationType
  title: string
  body: string
  recipientCount: number
  sentBy: { id: number; name: string } | null
  createdAt: string
}

export default function NotificationListPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const navigate = useNavigate()
  const table = useTable<SentNotice, HttpError>({
    resource: 'notifications',
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
  })
  const { tableProps, sorters } = table
  const typeName = (type: NotificationType) => translate(`notifications.types.${type}`, type)

  return (
    <PageFrame
      title={translate('notifications.title', 'Notifications sent')}
      extra={
        <Button type="primary" onClick={() => navigate('/notifications/create')}>
          {translate('notifications.send', 'Send a notification')}
        </Button>
      }
    >
      <Card>
        <ListToolbar
          table={table}
          resource="notifications"
          searchLabel={translate('notifications.search', 'Search notifications')}
        >
          <Select<NotificationType>
            allowClear
            value={listFilter<NotificationType>(table, 'type')}
            placeholder={translate('notifications.allTypes', 'All kinds')}
            aria-label={translate('notifications.type', 'Kind')}
            options={NOTIFICATION_TYPES.map((type) => ({ value: type, label: typeName(type) }))}
            onChange={(type) => setListFilter(table, 'type', type)}
            style={{ width: 200 }}
          />
        </ListToolbar>
        <Table<SentNotice>
          {...tableProps}
          rowKey="id"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                description={translate(
                  'notifications.empty',
                  'Nothing sent yet. Send a notification to a customer to see it here.'
                )}
              />
            ),
          }}
        >
          <Table.Column<SentNotice>
            dataIndex="createdAt"
            title={translate('notifications.sentAt', 'Sent')}
            sorter
            defaultSortOrder={getDefaultSortOrder('createdAt', sorters)}
            render={(createdAt: string) => (
              <time dateTime={createdAt}>{formatDateTime(createdAt, locale)}</time>
            )}
          />
          <Table.Column<SentNotice>
            dataIndex="type"
            title={translate('notifications.type', 'Kind')}
            render={typeName}
          />
          <Table.Column<SentNotice>
            dataIndex="title"
            title={translate('notifications.titleField', 'Title')}
          />
          <Table.Column<SentNotice>
            dataIndex="recipientCount"
            title={translate('notifications.recipients', 'Recipients')}
            align="end"
            sorter
            defaultSortOrder={getDefaultSortOrder('recipientCount', sorters)}
          />
          <Table.Column<SentNotice>
            key="sentBy"
            title={translate('notifications.sentBy', 'Sent by')}
            render={(_, notice) => notice.sentBy?.name ?? ''}
          />
        </Table>
      </Card>
    </PageFrame>
  )
}
