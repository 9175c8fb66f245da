import type { InputHTMLAttributes } from 'react'
import { FieldMessages, useFieldIds, type FieldProps } from './Field'

export type CheckboxProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>

export function Checkbox({ label, hint, error, className, ...input }: CheckboxProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error)
  return (
    <div className={['field field-checkbox', className].filter(Boolean).join(' ')}>
      <div className="checkbox-row">
        <input
          {...input}
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  )
}
