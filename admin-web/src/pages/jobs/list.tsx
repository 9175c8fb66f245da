import { useInvalidate, useTranslate } from '@refinedev/core'
import { App, Button, Typography } from 'antd'
import { useState } from 'react'
import { http } from '../../providers/http'
import * as column from '../../shared/columns'
import { ListPage, useListTable } from '../../shared/ListPage'
import type { ApiRow } from '../../shared/registry'

/** A row of `GET /api/admin/jobs/failed`: a background job that used up its retries. */
type FailedJob = ApiRow<'admin_jobs.failed'>

/** The list lives under the resource's own path: the jobs themselves are not a list of their own. */
const FAILED = 'jobs/failed'

export default function FailedJobListPage() {
  const translate = useTranslate()
  const { message } = App.useApp()
  const invalidate = useInvalidate()
  const [retrying, setRetrying] = useState<number | null>(null)
  const table = useListTable<FailedJob>(
    FAILED,
    { field: 'failedAt', order: 'desc' },
    { syncWithLocation: false }
  )
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
    <ListPage<FailedJob>
      title={translate('jobs.title', 'Failed jobs')}
      table={table}
      search={false}
      intro={
        <Typography.Paragraph type="secondary">
          {translate(
            'jobs.help',
            'Emails, SMS and other background work that failed after every retry. Retry once the cause is fixed: what was already sent is not sent again.'
          )}
        </Typography.Paragraph>
      }
      columns={[
        column.date('failedAt', translate('jobs.failedAt', 'Failed'), {
          ...column.SORTED,
          withTime: true,
        }),
        { dataIndex: 'job', title: translate('jobs.job', 'Job'), sorter: true, render: jobName },
        {
          dataIndex: 'error',
          title: translate('jobs.error', 'Error'),
          render: (error: string) => <Typography.Text code>{error}</Typography.Text>,
        },
        { dataIndex: 'attempts', title: translate('jobs.attempts', 'Attempts'), align: 'end' },
        column.actions(translate('jobs.actions', 'Actions'), (failed) => (
          <Button loading={retrying === failed.id} onClick={() => retry(failed)}>
            {translate('jobs.retry', 'Retry')}
          </Button>
        )),
      ]}
      empty={translate('jobs.empty', 'No failed job.')}
    />
  )
}
