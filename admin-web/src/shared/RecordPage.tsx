import type { ReactNode } from 'react'
import { useOne, type BaseRecord, type HttpError } from '@refinedev/core'
import { Card, Result, Skeleton } from 'antd'
import { useParams } from 'react-router'
import { PageFrame } from './PageFrame'

interface RecordPageProps<Record> {
  /** The API resource; the record is the one the page's address names (`:id`). */
  resource: string
  /** The heading: from the id while the record loads (or fails), from the record once it is there. */
  title: (id: string, record?: Record) => string
  /** Beside the heading, once the record is there. */
  extra?: (record: Record, reload: () => void) => ReactNode
  children: (record: Record, reload: () => void) => ReactNode
}

/** A record's page: a skeleton while it loads, the API's error if it cannot, else the record. */
export function RecordPage<Record extends BaseRecord>({
  resource,
  title,
  extra,
  children,
}: RecordPageProps<Record>) {
  const { id = '' } = useParams()
  const { result, query } = useOne<Record, HttpError>({ resource, id })
  const reload = () => void query.refetch()
  return (
    <PageFrame title={title(id, result)} extra={result && extra?.(result, reload)}>
      {query.isLoading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : query.error || !result ? (
        <Result status="warning" title={query.error?.message} />
      ) : (
        children(result, reload)
      )}
    </PageFrame>
  )
}
