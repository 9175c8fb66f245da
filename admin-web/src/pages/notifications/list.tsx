import { useTranslate } from '@refinedev/core'
import { Button } from 'antd'
import { useNavigate } from 'react-router'
import * as column from '../../shared/columns'
import { ListPage, useListTable } from '../../shared/ListPage'
import type { ApiRow } from '../../shared/registry'
import { NOTIFICATION_TYPES, type NotificationType } from './types'

/** A row of `GET /api/admin/notifications`: one notice as staff sent it. */
type SentNotice = ApiRow<'admin_notifications.index'>

export default function NotificationListPage() {
  const translate = useTranslate()
  const navigate = useNavigate()
  const table = useListTable<SentNotice>('notifications', { field: 'createdAt', order: 'desc' })
  const typeName = (type: NotificationType) => translate(`notifications.types.${type}`, type)

  return (
    <ListPage<SentNotice>
      title={translate('notifications.title', 'Notifications sent')}
      extra={
        <Button type="primary" onClick={() => navigate('/notifications/create')}>
          {translate('notifications.send', 'Send a notification')}
        </Button>
      }
      table={table}
      columns={[
        column.date('createdAt', translate('notifications.sentAt', 'Sent'), {
          ...column.SORTED,
          withTime: true,
        }),
        {
          dataIndex: 'type',
          title: translate('notifications.type', 'Kind'),
          render: typeName,
          filter: {
            choices: NOTIFICATION_TYPES,
            choiceLabel: typeName,
            placeholder: translate('notifications.allTypes', 'All kinds'),
          },
        },
        { dataIndex: 'title', title: translate('notifications.titleField', 'Title') },
        {
          dataIndex: 'recipientCount',
          title: translate('notifications.recipients', 'Recipients'),
          align: 'end',
          sorter: true,
        },
        {
          key: 'sentBy',
          title: translate('notifications.sentBy', 'Sent by'),
          render: (_, notice) => notice.sentBy?.name ?? '',
        },
      ]}
    />
  )
}
