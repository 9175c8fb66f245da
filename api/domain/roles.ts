/** Who someone is to the service: a customer, warehouse and support staff, or an admin. */
export const ROLES = ['customer', 'staff', 'admin'] as const
export type Role = (typeof ROLES)[number]

/**
 * How long an admin's re-entered password lets them change roles: a few minutes, so that a
 * screen left signed in does not let someone else hand out the back office.
 */
export const REAUTHENTICATION_WINDOW_MS = 5 * 60 * 1000

/** Whether a password re-entered at `at` (epoch ms) still counts at `now`. */
export const isFreshlyReauthenticated = (at: unknown, now = Date.now()) =>
  typeof at === 'number' && at <= now && now - at < REAUTHENTICATION_WINDOW_MS

/* A role above another: taking it away ends the person's sessions and tokens. */
const RANK: Record<Role, number> = { customer: 0, staff: 1, admin: 2 }
export const isDemotion = (from: Role, to: Role) => RANK[to] < RANK[from]
