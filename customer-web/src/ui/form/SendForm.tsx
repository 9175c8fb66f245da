import type { FormEvent, ReactNode } from 'react'
import { Button } from '../Button'
import { FormError, FormSuccess } from './FormNotices'
import type { useSendForm } from './useSendForm'

/**
 * The markup of a useSendForm form: once sent, the success note with a button back to the form; before,
 * the fields (`children`), the form-level message and the submit button. With `errorId`, the form is
 * described by its form-level message.
 */
export function SendForm({
  form,
  onSubmit,
  className,
  errorId,
  success,
  againLabel,
  submitLabel,
  children,
}: {
  form: Pick<ReturnType<typeof useSendForm>, 'status' | 'formError' | 'sendAnother'>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  className?: string
  errorId?: string
  success: ReactNode
  againLabel: ReactNode
  submitLabel: ReactNode
  children: ReactNode
}) {
  if (form.status === 'sent')
    return (
      <FormSuccess again={{ label: againLabel, onClick: form.sendAnother }}>{success}</FormSuccess>
    )
  return (
    <form
      className={className}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={errorId && form.formError ? errorId : undefined}
    >
      {children}
      <FormError id={errorId} message={form.formError} />
      <div>
        <Button type="submit" busy={form.status === 'sending'}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
