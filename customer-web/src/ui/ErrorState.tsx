import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { errorMessageId } from '../api/client'
import { Button } from './Button'

export interface ErrorStateProps {
  title?: ReactNode
  /** What went wrong; by default the error catalogue's message for `error`. */
  message?: ReactNode
  /** The failed call's error (an ApiError or a network failure). */
  error?: unknown
  onRetry?: () => void
}

/** A failed call's real outcome: never replaced by made-up data. */
export function ErrorState({ title, message, error, onRetry }: ErrorStateProps) {
  return (
    <div className="state state-error" role="alert">
      <p className="state-title">{title ?? <FormattedMessage id="error.somethingWentWrong" />}</p>
      <p>{message ?? <FormattedMessage id={errorMessageId(error)} />}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="common.tryAgain" />
        </Button>
      )}
    </div>
  )
}
