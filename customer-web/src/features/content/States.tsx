import { FormattedMessage } from 'react-intl'
import { EmptyState as UiEmptyState, ErrorState as UiErrorState, Spinner } from '../../ui'
import { errorMessageId } from '../../api/client'

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
