import type { AccessControlProvider } from '@refinedev/core'
import { signedIn } from './auth-provider'

/**
 * The actions only an admin may take, by resource; everything else in the back office is open to
 * staff too. Pages ask through refine's `useCan` / `<CanAccess>` (resource, action, params.id), so
 * that staff never see a button the API would refuse; the API enforces the same rules anyway.
 */
export const ADMIN_ONLY: Readonly<Record<string, readonly string[]>> = {
  'users': ['edit', 'delete', 'change-role'],
  'orders': ['delete'],
  'invoices': ['refund'],
  'wallets': ['adjust'],
  // The wallet ledger is money: staff see neither the menu entry nor the pages.
  'wallet-transactions': ['list', 'show', 'pay-out', 'reject'],
  // Revenue and the other figures are for admins; staff start from their work queue.
  'reports': ['list'],
}

/*
 * An admin cannot delete their own account. They may lower their own role while another admin
 * remains (the API refuses the last one).
 */
const NEVER_ON_ONESELF = new Set(['delete'])

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    if (!resource || !ADMIN_ONLY[resource]?.includes(action)) return { can: true }
    const user = await signedIn()
    if (user?.role !== 'admin') return { can: false }
    const onOneself =
      resource === 'users' && params?.id !== undefined && Number(params.id) === user.id
    return { can: !(onOneself && NEVER_ON_ONESELF.has(action)) }
  },
  // A hidden button says nothing; a disabled one would only tease.
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
}
