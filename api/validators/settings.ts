import vine from '@vinejs/vine'
import uploadsConfig from '#config/uploads'
import { NOTIFICATION_SWITCHES, type NotificationSwitch } from '#domain/notifications'
import { LOCALES, newPassword, personName } from '#validators/auth'
import { phoneNumber } from '#validators/rules/phone'
import { fileUpload } from '#validators/rules/file_upload'

/* Each field may be sent alone: the settings page saves what changed. */
export const profileValidator = vine.create({
  firstName: personName().optional(),
  lastName: personName().optional(),
  phone: vine.string().trim().use(phoneNumber()).optional(),
  locale: vine.enum(LOCALES).optional(),
})

/* The new password follows the sign-up rules; the current one is checked by the service. */
export const passwordChangeValidator = vine.create({
  currentPassword: vine.string(),
  password: newPassword(),
})

const optionalSwitch = () => vine.boolean().optional()

/* The 8 switches of the settings page, any of them at a time. */
export const notificationPreferencesValidator = vine.create(
  Object.fromEntries(NOTIFICATION_SWITCHES.map((name) => [name, optionalSwitch()])) as Record<
    NotificationSwitch,
    ReturnType<typeof optionalSwitch>
  >
)

/* The size is checked by the service, to answer 413 for an upload too big. */
export const avatarValidator = vine.create({
  avatar: vine.file({ extnames: [...uploadsConfig.avatar.extnames] }).use(fileUpload()),
})
