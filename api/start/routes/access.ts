/*
 * Who may call a group of routes. Every stack first reads the session (its cookie, or a bearer
 * token); `auth` does that itself and then signs the user in, answering 401 to a visitor and
 * 403 to a user without one of the roles it names.
 */
import { middleware } from '#start/kernel'

/** The session and whoever it signs in, if anyone: routes that also serve visitors. */
export const session = [middleware.session()]

/** Any signed-in user: a customer's own records (anyone else's are 404). */
export const signedIn = [middleware.auth()]

/** Staff and admins: the back office. */
export const staff = [middleware.auth({ roles: ['staff', 'admin'] })]

/** Admins alone: accounts, admin rights, refunds and deletions. */
export const admins = [middleware.auth({ roles: ['admin'] })]
