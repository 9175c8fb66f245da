import { useTranslate } from '@refinedev/core'
import { Flex, Typography } from 'antd'
import * as column from '../../shared/columns'
import { ListPage, useListTable } from '../../shared/ListPage'
import type { ApiRow } from '../../shared/registry'
import { RowAction } from '../../shared/RowAction'
import { WrittenText } from '../../shared/WrittenText'
import type { StatusLook } from '../../shared/StatusTag'

const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const
type CommentStatus = (typeof COMMENT_STATUSES)[number]
const COMMENT_STATUS_COLORS: Record<CommentStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
}
const COMMENT_LOOK: StatusLook = {
  namespace: 'comments.statuses',
  statuses: COMMENT_STATUSES,
  colors: COMMENT_STATUS_COLORS,
}

/** A row of `GET /api/admin/comments`: a reader's comment on a blog post. */
type CommentRow = ApiRow<'admin_content.comments'>

export default function CommentModerationPage() {
  const translate = useTranslate()
  const table = useListTable<CommentRow>('comments', { field: 'createdAt', order: 'desc' })

  return (
    <ListPage<CommentRow>
      title={translate('comments.title', 'Comment moderation')}
      table={table}
      columns={[
        column.date('createdAt', translate('comments.createdAt', 'Written'), {
          ...column.SECONDARY_SORTED,
          withTime: true,
        }),
        {
          key: 'author',
          title: translate('comments.author', 'Reader'),
          render: (_, comment) => (
            <Flex vertical>
              <span dir="auto">{comment.name}</span>
              <span dir="ltr">{comment.email}</span>
            </Flex>
          ),
        },
        {
          dataIndex: 'message',
          title: translate('comments.message', 'Comment'),
          render: (message: string, comment) => (
            <Flex vertical style={{ maxWidth: 480 }}>
              <WrittenText text={message} lang={comment.post.locale} />
              <Typography.Text type="secondary" lang={comment.post.locale}>
                {translate(
                  'comments.onPost',
                  { title: comment.post.title },
                  `On “${comment.post.title}”`
                )}
              </Typography.Text>
            </Flex>
          ),
        },
        column.status(translate, COMMENT_LOOK, {
          all: translate('comments.allStatuses', 'All comments'),
        }),
        column.actions(translate('comments.actions', 'Actions'), (comment) => (
          <Flex wrap gap={8}>
            {comment.status !== 'approved' && (
              <RowAction table={table} row={comment} action="approve" type="primary" />
            )}
            {comment.status !== 'rejected' && (
              <RowAction table={table} row={comment} action="reject" danger described />
            )}
          </Flex>
        )),
      ]}
    />
  )
}
