import { FormattedMessage } from 'react-intl'
import { TextArea } from '../TextArea'
import { TextField } from '../TextField'
import { useSendForm } from './useSendForm'

export type MessageField = 'name' | 'email' | 'message'

/** A form that sends a name, an email and a message once (contact, blog comment). */
export function useMessageForm(failureId: string) {
  return useSendForm<MessageField>({ empty: { name: '', email: '', message: '' }, failureId })
}

/**
 * The fields of a useMessageForm form, labelled `<labels>.name`, `<labels>.email` and `<labels>.message`;
 * `hints` are the message ids shown under the email or the message. The email and the message are always
 * required; `nameBesideEmail` puts the first two side by side on wide screens.
 */
export function MessageFields({
  form,
  labels,
  hints = {},
  nameRequired = false,
  nameBesideEmail = false,
  rows,
}: {
  form: Pick<ReturnType<typeof useMessageForm>, 'bind'>
  labels: string
  hints?: { email?: string; message?: string }
  nameRequired?: boolean
  nameBesideEmail?: boolean
  rows: number
}) {
  const label = (field: MessageField) => <FormattedMessage id={`${labels}.${field}`} />
  const hint = (id?: string) => id && <FormattedMessage id={id} />
  const nameAndEmail = (
    <>
      <TextField
        label={label('name')}
        autoComplete="name"
        required={nameRequired}
        {...form.bind('name')}
      />
      <TextField
        label={label('email')}
        hint={hint(hints.email)}
        type="email"
        autoComplete="email"
        required
        {...form.bind('email')}
      />
    </>
  )
  return (
    <>
      {nameBesideEmail ? (
        <div className="content-form-row content-form-row--2">{nameAndEmail}</div>
      ) : (
        nameAndEmail
      )}
      <TextArea
        label={label('message')}
        hint={hint(hints.message)}
        required
        rows={rows}
        {...form.bind('message')}
      />
    </>
  )
}
