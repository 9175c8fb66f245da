import type { SelectHTMLAttributes } from 'react'
import { FieldMessages, useFieldIds, type FieldProps } from './Field'

export interface SelectOption {
  value: string
  label: string
  /** The label's language when it is not the page's (a language named in itself). */
  lang?: string
}

export type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: SelectOption[]
    /** Text of an empty first option; omit it when a value is always chosen. */
    placeholder?: string
  }

export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  className,
  ...select
}: SelectProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error)
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <select
        {...select}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  )
}
