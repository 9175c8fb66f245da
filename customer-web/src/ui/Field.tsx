import { useEffect, useId, type ReactNode } from 'react'
import { fieldErrorShown } from './form/revealErrors'

/** What every labelled control shares: ids wired for label, hint and error so screen readers announce them. */
export interface FieldProps {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
}

/**
 * The ids of a control and its messages. A control showing an error is marked `aria-invalid` by its component;
 * an error that appears after its form was sent takes the focus there (see revealErrors).
 */
export function useFieldIds(hint: unknown, error: unknown) {
  const id = useId()
  useEffect(() => {
    if (error) fieldErrorShown()
  }, [error])
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return { id, hintId, errorId, describedBy }
}

export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint?: ReactNode
  error?: ReactNode
  hintId?: string
  errorId?: string
}) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </>
  )
}
