import { useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { useFormFields, useToast } from '../../ui'
import { formFailure, hasErrors, ruleErrors } from './formFailure'

/**
 * A settings form: its fields, its form-level message and its submit. Submitting checks the page's own rules
 * first (`checks`: a message id by field, or nothing), then saves and says `savedId` in a toast before `done`;
 * a refused save puts the server's messages beside their fields or above the button.
 */
export function useSettingsForm<F extends string>(
  fields: readonly F[],
  initial: Record<F, string>
) {
  const intl = useIntl()
  const toast = useToast()
  const form = useFormFields<F>(initial)
  const [formError, setFormError] = useState<string | null>(null)

  async function submit(
    event: FormEvent,
    {
      checks,
      save,
      savedId,
      done,
    }: {
      checks: (values: Record<F, string>) => Partial<Record<F, string | undefined>>
      save: (values: Record<F, string>) => Promise<unknown>
      savedId: string
      done?: () => void
    }
  ) {
    event.preventDefault()
    const found = ruleErrors<F>(intl, checks(form.values))
    form.setErrors(found)
    setFormError(null)
    if (hasErrors(found)) return
    try {
      await save(form.values)
      toast.show({ title: intl.formatMessage({ id: savedId }), variant: 'success' })
      done?.()
    } catch (error) {
      const failure = formFailure(error, intl, fields)
      form.setErrors(failure.fieldErrors)
      setFormError(failure.formError)
    }
  }

  return { ...form, formError, submit }
}
