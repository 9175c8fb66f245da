import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useInvalidate, useTranslate, type HttpError } from '@refinedev/core'
import { App, Button, Card, Empty, Table, Typography } from 'antd'
import { useState } from 'react'
import { useI18nState } from '../../i18n'
import { http } from '../../providers/http'
import { formatDateTime } from '../../shared/format'
import { PageFrame } from '../../shared/PageFrame'

/** A row of `GET /api/admin/jobs/failed`: a background job that used up its retries. */
interface FailedJob {
  id: number
  job: string
  queue: string
  payload: Record<string, unknown>
  error: string
  attempts: number
  failedAt: string
}

/** The list lives under the resource's own path: the jobs themselves are not a list of their own. */
const FAILED = 'jobs/failed'

export default function FailedJobListPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const { message } = App.useApp()
  const invalidate = useInvalidate()
  const [retrying, setRetrying] = useState<number | null>(null)
  const { tableProps, sorters } = useTable<FailedJob, HttpError>({
    resource: FAILED,
    sorters: { initial: [{ field: 'failedAt', order: 'desc' }] },
    syncWithLocation: false,
  })
  const jobName = (job: string) => translate(`jobs.names.${job}`, job)

  const retry = async (failed: FailedJob) => {
    setRetrying(failed.id)
    try {
      await http.post(`/api/admin/jobs/failed/${failed.id}/retry`)
      message.success(translate('jobs.retried', 'Sent back to the queue'))
      await invalidate({ resource: FAILED, invalidates: ['list'] })
    } catch {
      message.error(translate('jobs.retryFailed', 'Could not send the job back to the queue'))
    } finally {
      setRetrying(null)
    }
  }

  return (
    <PageFrame title={translate('jobs.title', 'Failed jobs')}>
      <Card>
        <Typography.Paragraph type="secondary">
          {translate(
            'jobs.help',
            'Emails, SMS and other background work that failed after every retry. Retry once the cause is fixed: what was already sent is not sent again.'
          )}
        </Typography.Paragraph>
        <Table<FailedJob>
          {...tableProps}
          rowKey="id"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: <Empty description={translate('jobs.empty', 'No failed job.')} />,
          }}
        >
          <Table.Column<FailedJob>
            dataIndex="failedAt"
            title={translate('jobs.failedAt', 'Failed')}
            sorter
            defaultSortOrder={getDefaultSortOrder('failedAt', sorters)}
            render={(failedAt: string) => (
              <time dateTime={failedAt}>{formatDateTime(failedAt, locale)}</time>
            )}
          />
          <Table.Column<FailedJob>
            dataIndex="job"
            title={translate('jobs.job', 'Job')}
            sorter
            defaultSortOrder={getDefaultSortOrder('job', sorters)}
            render={jobName}
          />
          <Table.Column<FailedJob>
            dataIndex="error"
            title={translate('jobs.error', 'Error')}
            render={(error: string) => <Typography.Text code>{error}</Typography.Text>}
          />
          <Table.Column<FailedJob>
            dataIndex="attempts"
            title={translate('jobs.attempts', 'Attempts')}
            align="end"
          />
          <Table.Column<FailedJob>
            key="actions"
            title={translate('jobs.actions', 'Actions')}
            render={(_, failed) => (
              <Button loading={retrying === failed.id} onClick={() => retry(failed)}>
                {translate('jobs.retry', 'Retry')}
              </Button>
            )}
          />
        </Table>
      </Card>
    </PageFrame>
  )
}
