/* The customer's notifications and settings; the back office's notifications and inbox. */
import router from '@adonisjs/core/services/router'
import { signedIn, staff } from '#start/routes/access'
import { backOfficeList } from '#start/routes/back_office_lists'

const NotificationsController = () => import('#controllers/notifications_controller')
const SettingsController = () => import('#controllers/settings_controller')
const AdminNotificationsController = () => import('#controllers/admin_notifications_controller')
const AdminInboxController = () => import('#controllers/admin_inbox_controller')

export default function accountRoutes() {
  router
    .group(() => {
      router.get('notifications', [NotificationsController, 'index'])
      router.get('notifications/unread-count', [NotificationsController, 'unreadCount'])
      router.post('notifications/read-all', [NotificationsController, 'readAll'])
      router.post('notifications/:id/read', [NotificationsController, 'read'])

      router.get('settings/profile', [SettingsController, 'profile'])
      router.put('settings/profile', [SettingsController, 'updateProfile'])
      router.post('settings/avatar', [SettingsController, 'avatar'])
      router.put('settings/password', [SettingsController, 'password'])
      router.get('settings/notifications', [SettingsController, 'notifications'])
      router.put('settings/notifications', [SettingsController, 'updateNotifications'])
    })
    .prefix('/api')
    .where('id', router.matchers.number())
    .use(signedIn)

  router
    .group(() => {
      backOfficeList('notifications', [AdminNotificationsController, 'index'])
      router.post('notifications', [AdminNotificationsController, 'store'])

      backOfficeList('inbox', [AdminInboxController, 'index'])
      router.post('inbox/:id/read', [AdminInboxController, 'read'])
      router.post('inbox/:id/resolve', [AdminInboxController, 'resolve'])
    })
    .prefix('/api/admin')
    .use(staff)
}
