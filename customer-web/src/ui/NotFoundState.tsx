import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { ApiError } from '../api/client'

/** A read the API answered with 404: the record does not exist (or is not the customer's). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/**
 * What stands where a missing package, shipment, order or invoice would be: nothing failed, so no alert and
 * no "Try again", only what it means; the page around it keeps its heading and its way back.
 */
export function NotFoundState({ action }: { action?: ReactNode }) {
  return (
    <div className="state state-empty state-not-found">
      <p className="state-title">
        <FormattedMessage id="state.notFound.title" />
      </p>
      <p>
        <FormattedMessage id="state.notFound.text" />
      </p>
      {action}
    </div>
  )
}
