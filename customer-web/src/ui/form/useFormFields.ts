import { useState } from 'react'
import { fieldErrorsOf } from '../../api/client'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

/**
 * Text values of a form and the message beside each field. `bind(field)` gives a TextField, TextArea or
 * Select its name, value, error and an onChange that also clears that field's message.
 */
export function useFormFields<F extends string>(empty: Record<F, string>) {
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<FieldErrors<F>>({})

  function bind(field: F) {
    return {
      name: field,
      value: values[field],
      error: errors[field],
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [field]: event.target.value }))
        setErrors((current) => ({ ...current, [field]: undefined }))
      },
    }
  }

  return { values, errors, setErrors, bind, clear: () => setValues(empty) }
}

/**
 * The server's field messages of a failed call (body `{ errors: [{ message, field }] }`), first one per field,
 * keyed by the form's own field names; `fieldOf` names the form field of a server field, or undefined.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldOf: (serverField: string) => F | undefined
): FieldErrors<F> {
  const result: FieldErrors<F> = {}
  for (const [serverField, message] of Object.entries(fieldErrorsOf(error))) {
    const field = fieldOf(serverField)
    if (field) result[field] ??= message
  }
  return result
}
