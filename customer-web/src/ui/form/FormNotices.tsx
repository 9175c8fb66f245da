import type { ReactNode } from 'react'
import { Button } from '../Button'

/** The form-level message (a failed send, a rule that spans fields), announced as soon as it appears. */
export function FormError({ message, id }: { message?: string | null; id?: string }) {
  return message ? (
    <p id={id} className="form-error" role="alert">
      {message}
    </p>
  ) : null
}

/** What replaces a form once it went through; `again` offers a button that brings the form back. */
export function FormSuccess({
  children,
  again,
}: {
  children: ReactNode
  again?: { label: ReactNode; onClick: () => void }
}) {
  if (!again)
    return (
      <p className="form-success" role="status">
        {children}
      </p>
    )
  return (
    <div className="form-success" role="status">
      <p>{children}</p>
      <Button variant="secondary" onClick={again.onClick}>
        {again.label}
      </Button>
    </div>
  )
}
