import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button } from '../Button'

/** A form's closing pair: send (busy while it goes) and cancel, which closes the form unsent. */
export function FormActions({
  submit,
  busy,
  onCancel,
}: {
  submit: ReactNode
  busy: boolean
  onCancel: () => void
}) {
  return (
    <div className="form-actions">
      <Button type="submit" busy={busy}>
        {submit}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        <FormattedMessage id="common.cancel" />
      </Button>
    </div>
  )
}
