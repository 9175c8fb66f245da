import { useEffect, useId, useRef, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button } from './Button'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  message?: ReactNode
  /** The action's own name ("Delete address"), never a bare "OK". */
  confirmLabel: ReactNode
  /** Destructive actions get the danger style. */
  destructive?: boolean
  /** While the action runs, the confirm button spins and the dialog stays open. */
  pending?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * Asks before anything that cannot be undone. A native modal <dialog>: the browser traps focus, Escape
 * cancels, and focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  destructive = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        if (!pending) onCancel()
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {message && <p>{message}</p>}
      <div className="confirm-dialog-actions">
        <Button variant="secondary" onClick={onCancel} disabled={pending} autoFocus>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} busy={pending}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  )
}
