import type { ReactNode } from 'react'
import type { HttpError } from '@refinedev/core'
import { Card, Result, Skeleton } from 'antd'
import { PageFrame } from './PageFrame'

interface RecordPageProps<Record> {
  title: string
  record: Record | undefined
  loading: boolean
  error: HttpError | null
  extra?: ReactNode
  children: (record: Record) => ReactNode
}

/** A record's page: a skeleton while it loads, the API's error if it cannot, else the record. */
export function RecordPage<Record>({
  title,
  record,
  loading,
  error,
  extra,
  children,
}: RecordPageProps<Record>) {
  return (
    <PageFrame title={title} extra={record && extra}>
      {loading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : error || !record ? (
        <Result status="warning" title={error?.message} />
      ) : (
        children(record)
      )}
    </PageFrame>
  )
}
