import type { FormEvent, ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { RouteId } from '../../routing/routeTable'
import { Button, FormError, TextField, type TextFieldProps } from '../../ui'
import { PASSWORD_SPECIALS } from './validation'

/**
 * The form of an auth page: named after the page heading, the form-level message on top, the fields, then the
 * submit button labelled `auth.<routeId>.submit`. `form` is what useAuthForm returns.
 */
export function AuthForm({
  routeId,
  form,
  children,
}: {
  routeId: RouteId
  form: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; busy: boolean; formError?: string }
  children: ReactNode
}) {
  const intl = useIntl()
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      aria-label={intl.formatMessage({ id: `auth.${routeId}.heading` })}
    >
      <FormError message={form.formError} />
      {children}
      <Button type="submit" busy={form.busy}>
        <FormattedMessage id={`auth.${routeId}.submit`} />
      </Button>
    </form>
  )
}

type BoundField = Omit<TextFieldProps, 'label'>

export function EmailField(field: BoundField) {
  return (
    <TextField
      label={<FormattedMessage id="auth.field.email" />}
      type="email"
      autoComplete="email"
      {...field}
    />
  )
}

/** A new password with its rules as a hint, and the same password again. */
export function NewPasswordFields({
  labelId,
  password,
  confirmation,
}: {
  labelId: 'auth.field.password' | 'auth.field.newPassword'
  password: BoundField
  confirmation: BoundField
}) {
  return (
    <>
      <TextField
        label={<FormattedMessage id={labelId} />}
        type="password"
        autoComplete="new-password"
        hint={
          <FormattedMessage
            id="auth.field.password.hint"
            values={{ specials: PASSWORD_SPECIALS }}
          />
        }
        {...password}
      />
      <TextField
        label={<FormattedMessage id="auth.field.passwordConfirmation" />}
        type="password"
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  )
}
