/**
 * The customer's own settings: profile, picture, password and the 8 notification switches.
 */
import { randomUUID } from 'node:crypto'
import { inTransaction } from '#services/platform/transactions'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type User from '#models/user'
import type { Locale } from '#models/user'
import type { Preferences } from '#models/notification_preference'
import uploadsConfig from '#config/uploads'
import { DomainError } from '#exceptions/domain_error'
import { revokeCredentials } from '#services/accounts/sign_in'
import { imageTypeOf } from '#services/parcels/receiving'
import { preferencesOf } from '#services/platform/notify'

export type ProfileEdit = {
  firstName?: string
  lastName?: string
  phone?: string
  locale?: Locale
}

export async function updateProfile(user: User, edit: ProfileEdit) {
  user.merge(edit)
  await user.save()
  return user
}

/** Security alerts (sign-ins, password changes, a parcel at risk) reach the user whatever they choose. */
export async function updatePreferences(user: User, changes: Partial<Preferences>) {
  if (changes.securityAlerts === false) {
    throw new DomainError(422, 'settings.securityAlertsLocked', {}, 'securityAlerts')
  }
  const preferences = await preferencesOf(user)
  preferences.merge(changes)
  await preferences.save()
  return preferences
}

/**
 * The current password proves it is the account holder, not someone at an unlocked screen.
 * Every other way in (other sessions, remembered devices, access tokens) stops working; the
 * caller signs the current browser in again on a fresh session id.
 */
export async function changePassword(user: User, currentPassword: string, newPassword: string) {
  // Guessing the current password from a borrowed session is throttled like signing in.
  const attempts = limiter.use({
    requests: env.get('LIMIT_LOGIN_ATTEMPTS', 10),
    duration: '15 mins',
  })
  const [throttled] = await attempts.penalize(`password-change:${user.id}`, async () => {
    if (!(await user.verifyPassword(currentPassword))) {
      throw new DomainError(422, 'settings.wrongCurrentPassword', {}, 'currentPassword')
    }
  })
  if (throttled) throw throttled

  await inTransaction(async (trx) => {
    user.useTransaction(trx)
    user.password = newPassword
    await user.save()
    await revokeCredentials(user, trx)
  })
}

/**
 * The picture is checked by its name (the validator), its size (413, the answer to any upload
 * too big) and its bytes, then replaces the previous one on the drive disk.
 */
export async function replaceAvatar(user: User, file: MultipartFile) {
  if (file.size > uploadsConfig.avatar.maxBytes) {
    throw new DomainError(413, 'validation.messages.file.size', {}, 'avatar')
  }
  const image = await imageTypeOf(file)
  const allowed: readonly string[] = uploadsConfig.avatar.types
  if (!image || !allowed.includes(image.ext)) {
    throw new DomainError(422, 'validation.messages.file.extname', {}, 'avatar')
  }

  const previous = user.avatar
  const path = `avatars/${user.id}/${randomUUID()}.${image.ext}`
  await drive.use().moveFromFs(file.tmpPath!, path, { contentType: image.type })
  user.avatar = path
  await user.save()

  // The old file is only clutter once the new one is saved; failing to remove it changes nothing.
  if (previous) {
    await drive
      .use()
      .delete(previous)
      .catch((error) => logger.warn({ err: error, path: previous }, 'old avatar not removed'))
  }
  return user
}
