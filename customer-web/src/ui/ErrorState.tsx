import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button } from './Button'

export interface ErrorStateProps {
  title?: ReactNode
  message: ReactNode
  onRetry?: () => void
}

/** A failed call's real outcome: never replaced by made-up data. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <div className="state state-error" role="alert">
      <p className="state-title">{title ?? <FormattedMessage id="error.somethingWentWrong" />}</p>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="common.tryAgain" />
        </Button>
      )}
    </div>
  )
}
