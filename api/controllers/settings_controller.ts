import type { HttpContext } from '@adonisjs/core/http'
import { noContent } from '#services/platform/answers'
import {
  avatarValidator,
  notificationPreferencesValidator,
  passwordChangeValidator,
  profileValidator,
} from '#validators/settings'
import {
  changePassword,
  replaceAvatar,
  updatePreferences,
  updateProfile,
} from '#services/accounts/settings'
import { preferencesOf } from '#services/platform/notify'
import UserTransformer from '#transformers/user_transformer'
import NotificationPreferenceTransformer from '#transformers/notification_preference_transformer'
import { serialize } from '#transformers/serializer'

/** The settings page: profile, picture, password and notification preferences. */
export default class SettingsController {
  async profile({ auth }: HttpContext) {
    return serialize(UserTransformer.transform(auth.getUserOrFail()))
  }

  async updateProfile({ request, auth }: HttpContext) {
    const edit = await request.validateUsing(profileValidator)
    const user = await updateProfile(auth.getUserOrFail(), edit)
    return serialize(UserTransformer.transform(user))
  }

  async avatar({ request, auth }: HttpContext) {
    const { avatar } = await request.validateUsing(avatarValidator, {
      data: { avatar: request.file('avatar') },
    })
    const user = await replaceAvatar(auth.getUserOrFail(), avatar)
    return serialize(UserTransformer.transform(user))
  }

  /** This browser stays signed in, on a new session id; every other way in is closed. */
  async password({ request, response, auth }: HttpContext) {
    const { currentPassword, password } = await request.validateUsing(passwordChangeValidator)
    const user = auth.getUserOrFail()
    await changePassword(user, currentPassword, password)
    if (auth.authenticatedViaGuard === 'web') await auth.use('web').login(user)
    return noContent(response)
  }

  async notifications({ auth }: HttpContext) {
    return serialize(
      NotificationPreferenceTransformer.transform(await preferencesOf(auth.getUserOrFail()))
    )
  }

  async updateNotifications({ request, auth }: HttpContext) {
    const changes = await request.validateUsing(notificationPreferencesValidator)
    const preferences = await updatePreferences(auth.getUserOrFail(), changes)
    return serialize(NotificationPreferenceTransformer.transform(preferences))
  }
}
