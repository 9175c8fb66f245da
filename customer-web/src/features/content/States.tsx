import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { EmptyState as UiEmptyState, ErrorState as UiErrorState, Spinner } from '../../ui'
import { errorMessageId } from '../../api/client'
import { asList } from './publicContent'
import type { ApiState } from './useApiGet'

export function LoadingState({ label }: { label?: string }) {
  return (
    <div className="page-loading">
      <Spinner label={label} />
    </div>
  )
}

export function EmptyState({ messageId, hintId }: { messageId: string; hintId?: string }) {
  return (
    <UiEmptyState
      title={<FormattedMessage id={messageId} />}
      message={hintId ? <FormattedMessage id={hintId} /> : undefined}
    />
  )
}

/** Shows the catalogue message of spec §8 for a failed call and offers a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <UiErrorState message={<FormattedMessage id={errorMessageId(error)} />} onRetry={onRetry} />
  )
}

/** Nothing while a call succeeded; its loading or error state (with a retry) otherwise. */
export function PendingState({ state }: { state: ApiState<unknown> & { reload: () => void } }) {
  if (state.status === 'loading') return <LoadingState />
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={state.reload} />
  return null
}

/** A fetched list (spec §7 lists or `{ data: [...] }`): loading, error, the empty message, or its items. */
export function ApiList<T>({
  state,
  emptyId,
  emptyHintId,
  children,
}: {
  state: ApiState<unknown> & { reload: () => void }
  emptyId: string
  emptyHintId?: string
  children: (items: T[]) => ReactNode
}) {
  if (state.status !== 'success') return <PendingState state={state} />
  const items = asList<T>(state.data)
  return items.length === 0 ? (
    <EmptyState messageId={emptyId} hintId={emptyHintId} />
  ) : (
    <>{children(items)}</>
  )
}
