import { useCallback } from 'react'
import { AUTH_USER_URL, type CurrentUser } from '../features/auth/session'
import { useMutation, useQuery } from './query'
import type { ApiBody, ApiResponse } from './registry'

/** Each field may be sent alone: the server keeps the others. */
export type ProfileChanges = ApiBody<'settings.update_profile'>

/** The server checks the confirmation too (VineJS's `confirmed`), a field the inferred body does not list. */
export type PasswordChange = ApiBody<'settings.password'> & { passwordConfirmation: string }

/** How and about what the customer wants to hear; security alerts cannot be turned off. */
export type NotificationPreferences = ApiResponse<'settings.notifications'>
export type NotificationSwitch = keyof NotificationPreferences

/** The switches in the order the settings page shows them. */
export { NOTIFICATION_SWITCHES } from '#domain/notifications'

export const PROFILE_URL = '/api/settings/profile'
export const AVATAR_URL = '/api/settings/avatar'
export const PASSWORD_URL = '/api/settings/password'
export const PREFERENCES_URL = '/api/settings/notifications'

/** What a profile picture may be; the server checks the same and reads the file's first bytes too. */
export const AVATAR_RULES = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  accept: '.jpg,.jpeg,.png,.webp',
} as const

export function useProfile() {
  return useQuery<CurrentUser>(PROFILE_URL)
}

/** The header shows the signed-in user's name and picture, so it is read again too. */
export function useUpdateProfile() {
  return useMutation<ProfileChanges, CurrentUser>('PUT', PROFILE_URL, {
    invalidates: [PROFILE_URL, AUTH_USER_URL],
  })
}

export function useChangePassword() {
  return useMutation<PasswordChange, null>('PUT', PASSWORD_URL)
}

export function usePreferences() {
  return useQuery<NotificationPreferences>(PREFERENCES_URL)
}

export function useUpdatePreferences() {
  return useMutation<ApiBody<'settings.update_notifications'>, NotificationPreferences>(
    'PUT',
    PREFERENCES_URL,
    { invalidates: [PREFERENCES_URL] }
  )
}

/** Uploads a new profile picture (multipart); the profile and the header's user are read again once it is stored. */
export function useAvatarUpload() {
  const mutation = useMutation<FormData, CurrentUser>('POST', AVATAR_URL, {
    invalidates: [PROFILE_URL, AUTH_USER_URL],
  })
  const { run } = mutation
  const upload = useCallback(
    (file: File) => {
      const body = new FormData()
      body.append('avatar', file)
      return run(body)
    },
    [run]
  )
  return { upload, pending: mutation.pending }
}
