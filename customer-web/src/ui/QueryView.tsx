import type { ReactNode } from 'react'
import type { QueryState } from '../api/query'
import { ErrorState } from './ErrorState'
import { NotFoundState, isNotFound } from './NotFoundState'
import { Skeleton } from './Skeleton'

export interface QueryViewProps<T> {
  query: QueryState<T> & { refetch: () => Promise<void> }
  /** What stands in while loading; a few skeleton lines by default. */
  loading?: ReactNode
  /** Shown instead of the content when `isEmpty(data)` holds (say what to do next). */
  empty?: ReactNode
  isEmpty?: (data: T) => boolean
  /** Shown when the API says the record does not exist (404); the generic not-found state by default. */
  notFound?: ReactNode
  children: (data: T) => ReactNode
}

/**
 * A read's outcomes in one place: a skeleton while loading, the not-found state when the record does not
 * exist, the error catalogue's message with a retry when the read failed, the empty state when there is
 * nothing yet, else the content.
 */
export function QueryView<T>({
  query,
  loading,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  notFound,
  children,
}: QueryViewProps<T>) {
  if (query.status === 'error' && isNotFound(query.error))
    return <>{notFound ?? <NotFoundState />}</>
  if (query.status === 'error') {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  }
  if (query.status === 'loading' || query.data === null) return <>{loading ?? <Skeleton />}</>
  if (empty && isEmpty(query.data)) return <>{empty}</>
  return <>{children(query.data)}</>
}
