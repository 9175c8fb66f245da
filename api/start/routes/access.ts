/*
 * Who may call a group of routes. Every stack first reads the session (its cookie, or a bearer
 * token) and the user it signs in; `auth` then answers 401 to a visitor and 403 to a user
 * without one of the roles it names.
 */
import { middleware } from '#start/kernel'

/** The session and whoever it signs in, if anyone: routes that also serve visitors. */
export const session = [middleware.session()]

/** Any signed-in user: a customer's own records (anyone else's are 404). */
export const signedIn = [...session, middleware.auth()]

/** Staff and admins: the back office. */
export const staff = [...session, middleware.auth({ roles: ['staff', 'admin'] })]

/** Admins alone: accounts, admin rights, refunds and deletions. */
export const admins = [...session, middleware.auth({ roles: ['admin'] })]
