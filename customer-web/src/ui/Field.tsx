import { useId, type ReactNode } from 'react'

/** What every labelled control shares: ids wired for label, hint and error so screen readers announce them. */
export interface FieldProps {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
}

export function useFieldIds(hint: unknown, error: unknown) {
  const id = useId()
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
