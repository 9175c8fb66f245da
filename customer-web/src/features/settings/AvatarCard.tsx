import { useState, type ChangeEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { AVATAR_RULES, useAvatarUpload } from '../../api/settings'
import type { CurrentUser } from '../auth/session'
import { Card, FileField, useToast } from '../../ui'
import { formFailure } from './formFailure'

/** The message id for a file the server would refuse, judged before it is sent. */
function checkAvatar(file: File): string | undefined {
  if (!(AVATAR_RULES.types as readonly string[]).includes(file.type)) return 'validation.file.type'
  if (file.size > AVATAR_RULES.maxBytes) return 'validation.file.tooBig'
}

/** The profile picture: chosen, checked and uploaded at once. */
export function AvatarCard({ profile }: { profile: CurrentUser }) {
  const intl = useIntl()
  const toast = useToast()
  const { upload, pending } = useAvatarUpload()
  const [error, setError] = useState<string | null>(null)

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target
    const file = input.files?.[0]
    if (!file) return
    const rule = checkAvatar(file)
    setError(rule ? intl.formatMessage({ id: rule }) : null)
    if (rule) return
    try {
      await upload(file)
      toast.show({ title: intl.formatMessage({ id: 'settings.avatar.saved' }), variant: 'success' })
    } catch (failure) {
      const { fieldErrors, formError } = formFailure(failure, intl, ['avatar'])
      setError(fieldErrors.avatar ?? formError)
    } finally {
      // The same file may be chosen again after a failure.
      input.value = ''
    }
  }

  const initials = `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`
  return (
    <Card title={<FormattedMessage id="settings.avatar.title" />}>
      <div className="settings-avatar">
        {profile.avatarUrl ? (
          <img
            src={profile.avatarUrl}
            alt={intl.formatMessage({ id: 'settings.avatar.alt' })}
            width={96}
            height={96}
          />
        ) : (
          <span className="settings-initials" aria-hidden="true">
            {initials}
          </span>
        )}
        <FileField
          label={<FormattedMessage id="settings.avatar.choose" />}
          labelClassName="btn btn-secondary settings-file-label"
          hint={<FormattedMessage id="settings.avatar.hint" />}
          error={error}
          className="settings-file-input"
          name="avatar"
          accept={AVATAR_RULES.accept}
          disabled={pending}
          onChange={(event) => void choose(event)}
        >
          {pending && (
            <p role="status">
              <FormattedMessage id="settings.avatar.uploading" />
            </p>
          )}
        </FileField>
      </div>
    </Card>
  )
}
