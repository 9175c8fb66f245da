import { useCustomMutation, useTranslate, type HttpError } from '@refinedev/core'
import { App, Button, Flex, Select, Tag, Typography } from 'antd'
import * as column from '../../shared/columns'
import { listFilter, FROM_TABLET } from '../../shared/list'
import { ListPage, useListTable } from '../../shared/ListPage'
import type { ApiRow } from '../../shared/registry'
import { RowAction } from '../../shared/RowAction'
import { WrittenText } from '../../shared/WrittenText'

/** A row of `GET /api/admin/inbox`: a message sent through the contact form. */
type InboxItem = ApiRow<'admin_inbox.index'>

type Showing = 'unread' | 'open' | 'resolved'

// Each choice is one filter of the API: unread = read=false, open = resolved=false.
const SHOWING: Record<Showing, { field: 'read' | 'resolved'; value: boolean }> = {
  unread: { field: 'read', value: false },
  open: { field: 'resolved', value: false },
  resolved: { field: 'resolved', value: true },
}

export default function InboxPage() {
  const translate = useTranslate()
  const { message } = App.useApp()
  const table = useListTable<InboxItem>('inbox', { field: 'createdAt', order: 'desc' })
  const reload = () => void table.tableQuery.refetch()
  const { mutate: post, mutation } = useCustomMutation<InboxItem, HttpError>()
  const showing = (Object.keys(SHOWING) as Showing[]).find(
    (choice) => listFilter(table, SHOWING[choice].field) === SHOWING[choice].value
  )
  const show = (choice: Showing | undefined) => {
    table.setFilters(
      [
        { field: 'read', operator: 'eq', value: undefined },
        { field: 'resolved', operator: 'eq', value: undefined },
        ...(choice
          ? [
              {
                field: SHOWING[choice].field,
                operator: 'eq' as const,
                value: SHOWING[choice].value,
              },
            ]
          : []),
      ],
      'merge'
    )
    table.setCurrentPage(1)
  }
  const markRead = (item: InboxItem) =>
    post(
      {
        url: `/api/admin/inbox/${item.id}/read`,
        method: 'post',
        values: {},
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: reload,
        onError: (error) => void message.error(error.message),
      }
    )

  return (
    <ListPage<InboxItem>
      table={table}
      filters={
        <Select<Showing>
          allowClear
          value={showing}
          placeholder={translate('inbox.allMessages', 'All messages')}
          aria-label={translate('inbox.show', 'Show')}
          options={[
            { value: 'unread', label: translate('inbox.unread', 'Unread') },
            { value: 'open', label: translate('inbox.open', 'Not resolved') },
            { value: 'resolved', label: translate('inbox.resolved', 'Resolved') },
          ]}
          onChange={show}
          style={{ width: 200 }}
        />
      }
      columns={[
        column.date('createdAt', translate('inbox.receivedAt', 'Received'), {
          ...column.SECONDARY_SORTED,
          withTime: true,
        }),
        {
          key: 'from',
          title: translate('inbox.from', 'From'),
          render: (_, item) => (
            <Flex vertical>
              <Typography.Text strong={!item.read}>
                <bdi>{item.name}</bdi>
              </Typography.Text>
              <a href={`mailto:${item.email}`} dir="ltr">
                {item.email}
              </a>
            </Flex>
          ),
        },
        {
          dataIndex: 'message',
          title: translate('inbox.message', 'Message'),
          // Narrow enough that the row's buttons stay on screen at 1280 px, in both directions.
          render: (text: string, item) => (
            <WrittenText text={text} lang={item.locale} maxWidth={280} />
          ),
        },
        {
          key: 'state',
          title: translate('inbox.state', 'State'),
          responsive: FROM_TABLET,
          render: (_, item) =>
            item.resolved ? (
              <Tag color="green">{translate('inbox.resolved', 'Resolved')}</Tag>
            ) : item.read ? (
              <Tag color="blue">{translate('inbox.read', 'Read')}</Tag>
            ) : (
              <Tag color="orange">{translate('inbox.unread', 'Unread')}</Tag>
            ),
        },
        column.actions(translate('inbox.actions', 'Actions'), (item) => (
          <Flex vertical gap={8} align="start">
            {!item.read && (
              <Button loading={mutation.isPending} onClick={() => markRead(item)}>
                {translate('inbox.markRead', 'Mark read')}
              </Button>
            )}
            {!item.resolved && <RowAction table={table} row={item} action="resolve" described />}
          </Flex>
        )),
      ]}
    />
  )
}
