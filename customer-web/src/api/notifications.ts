import { listUrl } from './list'
import { useMutation, useQuery } from './query'
import type { ApiResponse } from './registry'

/** An in-app notification, its title and body already written in the customer's saved language. */
export type AppNotification = ApiResponse<'notifications.index'>[number]
export type NotificationType = AppNotification['type']

/** Every notification read (the list's pages and the header's unread count) lives under this path. */
export const NOTIFICATIONS_URL = '/api/notifications'

export const NOTIFICATIONS_PAGE_SIZE = 20

/** One page of the list, newest first. */
export function notificationsUrl(page: number): string {
  return listUrl(NOTIFICATIONS_URL, {
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    sort: { field: 'createdAt', order: 'desc' },
  })
}

export function useNotifications(page: number) {
  return useQuery<AppNotification[]>(notificationsUrl(page))
}

/* Marking read changes the list and the unread count, both under NOTIFICATIONS_URL. */

export function useMarkRead(id: number) {
  return useMutation<void, AppNotification>('POST', `${NOTIFICATIONS_URL}/${id}/read`, {
    invalidates: [NOTIFICATIONS_URL],
  })
}

export function useMarkAllRead() {
  return useMutation<void, ApiResponse<'notifications.read_all'>>(
    'POST',
    `${NOTIFICATIONS_URL}/read-all`,
    {
      invalidates: [NOTIFICATIONS_URL],
    }
  )
}
