import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Card, Empty, Flex, Table, Typography } from 'antd'
import { useI18nState } from '../../i18n'
import { formatDateTime } from '../../shared/format'
import { ListToolbar, FROM_TABLET, StatusFilter } from '../../shared/list'
import { PageFrame } from '../../shared/PageFrame'
import { RecordAction } from '../../shared/RecordAction'
import { StatusTag } from '../../shared/StatusTag'

const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const
type CommentStatus = (typeof COMMENT_STATUSES)[number]
const COMMENT_STATUS_COLORS: Record<CommentStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
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
  const { locale } = useI18nState()
  const table = useTable<CommentRow, HttpError>({
    resource: 'comments',
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
  })
  const { tableProps, sorters, tableQuery } = table
  const reload = () => void tableQuery.refetch()

  return (
    <PageFrame title={translate('comments.title', 'Comment moderation')}>
      <Card>
        <ListToolbar
          table={table}
          resource="comments"
          searchLabel={translate('comments.search', 'Name, email or words of the comment')}
        >
          <StatusFilter
            table={table}
            statuses={COMMENT_STATUSES}
            optionLabel={(status) => translate(`comments.statuses.${status}`, status)}
            label={translate('comments.status', 'Status')}
            placeholder={translate('comments.allStatuses', 'All comments')}
          />
        </ListToolbar>
        <Table<CommentRow>
          {...tableProps}
          rowKey="id"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                description={translate(
                  'comments.empty',
                  'No comment here. Clear the search or the status to see every comment.'
                )}
              />
            ),
          }}
        >
          <Table.Column<CommentRow>
            dataIndex="createdAt"
            title={translate('comments.createdAt', 'Written')}
            responsive={FROM_TABLET}
            sorter
            defaultSortOrder={getDefaultSortOrder('createdAt', sorters)}
            render={(createdAt: string) => (
              <time dateTime={createdAt}>{formatDateTime(createdAt, locale)}</time>
            )}
          />
          <Table.Column<CommentRow>
            key="author"
            title={translate('comments.author', 'Reader')}
            render={(_, comment) => (
              <Flex vertical>
                <span>{comment.name}</span>
                <span dir="ltr">{comment.email}</span>
              </Flex>
            )}
          />
          <Table.Column<CommentRow>
            dataIndex="message"
            title={translate('comments.message', 'Comment')}
            render={(message: string, comment) => (
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
            )}
          />
          <Table.Column<CommentRow>
            dataIndex="status"
            title={translate('comments.status', 'Status')}
            sorter
            defaultSortOrder={getDefaultSortOrder('status', sorters)}
            render={(status: CommentStatus) => (
              <StatusTag
                namespace="comments.statuses"
                status={status}
                colors={COMMENT_STATUS_COLORS}
              />
            )}
          />
          <Table.Column<CommentRow>
            key="actions"
            title={translate('comments.actions', 'Actions')}
            render={(_, comment) => (
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
            )}
          />
        </Table>
      </Card>
    </PageFrame>
  )
}
