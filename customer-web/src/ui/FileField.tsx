import type { InputHTMLAttributes, ReactNode } from 'react'
import { FieldMessages, useFieldIds, type FieldProps } from './Field'

export type FileFieldProps = FieldProps & {
  /** The label may be styled as a button when the input itself is hidden. */
  labelClassName?: string
  /** Shown under the hint and the error (an upload in progress). */
  children?: ReactNode
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'>

/** A file picker, its label, hint and error wired like TextField's. */
export function FileField({
  label,
  labelClassName,
  hint,
  error,
  children,
  ...input
}: FileFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error)
  return (
    <div className="field">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
      {children}
    </div>
  )
}
