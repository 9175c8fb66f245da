import type { useTranslate } from '@refinedev/core'
import type { Role } from '../providers/auth-provider'

export const ROLES: readonly Role[] = ['customer', 'staff', 'admin']

const DEFAULT_LABELS: Record<Role, string> = {
  customer: 'Customer',
  staff: 'Staff',
  admin: 'Administrator',
}

export function roleLabel(role: Role, translate: ReturnType<typeof useTranslate>): string {
  return translate(`roles.${role}`, DEFAULT_LABELS[role] ?? role)
}
