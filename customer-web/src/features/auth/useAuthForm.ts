import { useState, type ChangeEvent, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { errorMessageId, fieldErrorsOf, formErrorOf } from '../../api/client'

type Values = Record<string, string | boolean>
type Rules<V extends Values> = (values: V) => Partial<Record<keyof V, string | undefined>>

export interface AuthFormOptions<V extends Values, R> {
  initial: V
  rules: Rules<V>
  submit: (values: V) => Promise<R>
  onSuccess: (result: R) => void
  /** Error messages for statuses that mean something specific on this form. */
  errorOverrides?: Partial<Record<number, string>>
}

/**
 * Shared state of the auth forms: values, inline rule messages (after a field is left or on submit), the
 * server's field messages beside their fields, and a form-level message for everything else.
 */
export function useAuthForm<V extends Values, R>({
  initial,
  rules,
  submit,
  onSuccess,
  errorOverrides,
}: AuthFormOptions<V, R>) {
  const intl = useIntl()
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const ruleErrors = rules(values)

  function errorFor(field: keyof V): string | undefined {
    const server = serverErrors[field as string]
    if (server) return server
    const id = touched[field] ? ruleErrors[field] : undefined
    return id ? intl.formatMessage({ id }) : undefined
  }

  function bind(field: keyof V & string) {
    const isCheckbox = typeof initial[field] === 'boolean'
    return {
      name: field,
      error: errorFor(field),
      onBlur: () => setTouched((state) => ({ ...state, [field]: true })),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = isCheckbox ? event.target.checked : event.target.value
        setValues((state) => ({ ...state, [field]: value }))
        // A checkbox has no "leaving" moment worth waiting for; its rule is judged as soon as it changes.
        if (isCheckbox) setTouched((state) => ({ ...state, [field]: true }))
        setServerErrors(({ [field]: _dropped, ...rest }) => rest)
      },
      ...(isCheckbox ? { checked: values[field] as boolean } : { value: values[field] as string }),
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setTouched(
      Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Partial<
        Record<keyof V, boolean>
      >
    )
    setFormError(undefined)
    const invalid = Object.keys(values).find((key) => ruleErrors[key as keyof V])
    if (invalid) {
      ;(form.elements.namedItem(invalid) as HTMLElement | null)?.focus()
      return
    }
    setBusy(true)
    try {
      const result = await submit(values)
      onSuccess(result)
    } catch (error) {
      const byField = fieldErrorsOf(error)
      const known = Object.fromEntries(Object.entries(byField).filter(([field]) => field in values))
      setServerErrors(known)
      const firstField = Object.keys(known)[0]
      if (firstField) (form.elements.namedItem(firstField) as HTMLElement | null)?.focus()
      const unplaced = Object.entries(byField).find(([field]) => !(field in values))?.[1]
      const general = formErrorOf(error) ?? unplaced
      if (general || !firstField)
        setFormError(general ?? intl.formatMessage({ id: errorMessageId(error, errorOverrides) }))
    } finally {
      setBusy(false)
    }
  }

  return { values, bind, onSubmit, busy, formError }
}
