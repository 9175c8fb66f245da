import { useTranslate } from '@refinedev/core'
import { Flex, Typography } from 'antd'
import * as column from '../../shared/columns'
import { ListPage, useListTable } from '../../shared/ListPage'
import { RecordAction } from '../../shared/RecordAction'
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
interface CommentRow {
  id: number
  name: string
  email: string
  message: string
  status: CommentStatus
  createdAt: string
  post: { slug: string; title: string; locale: string }
}

export default function CommentModerationPage() {
  const translate = useTranslate()
  const table = useListTable<CommentRow>('comments', { field: 'createdAt', order: 'desc' })
  const reload = () => void table.tableQuery.refetch()

  return (
    <ListPage<CommentRow>
      title={translate('comments.title', 'Comment moderation')}
      table={table}
      search={translate('comments.search', 'Name, email or words of the comment')}
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
              <span>{comment.name}</span>
              <span dir="ltr">{comment.email}</span>
            </Flex>
          ),
        },
        {
          dataIndex: 'message',
          title: translate('comments.message', 'Comment'),
          render: (message: string, comment) => (
            <Flex vertical style={{ maxWidth: 480 }}>
              <Typography.Paragraph
                lang={comment.post.locale}
                style={{ margin: 0, whiteSpace: 'pre-wrap' }}
              >
                {message}
              </Typography.Paragraph>
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
        column.status(translate('comments.status', 'Status'), translate, COMMENT_LOOK, {
          all: translate('comments.allStatuses', 'All comments'),
        }),
        {
          key: 'actions',
          title: translate('comments.actions', 'Actions'),
          render: (_, comment) => (
            <Flex wrap gap={8}>
              {comment.status !== 'approved' && (
                <RecordAction
                  type="primary"
                  label={translate('comments.approve', 'Approve')}
                  title={translate(
                    'comments.approveTitle',
                    { name: comment.name },
                    `Show ${comment.name}’s comment on the post?`
                  )}
                  url={`/api/admin/comments/${comment.id}/approve`}
                  onDone={reload}
                />
              )}
              {comment.status !== 'rejected' && (
                <RecordAction
                  danger
                  label={translate('comments.reject', 'Reject')}
                  title={translate(
                    'comments.rejectTitle',
                    { name: comment.name },
                    `Reject ${comment.name}’s comment?`
                  )}
                  description={translate('comments.rejectText', 'It is hidden from readers.')}
                  url={`/api/admin/comments/${comment.id}/reject`}
                  onDone={reload}
                />
              )}
            </Flex>
          ),
        },
      ]}
      empty={translate(
        'comments.empty',
        'No comment here. Clear the search or the status to see every comment.'
      )}
    />
  )
}
