/*
 * Who may call a group of routes. A browser's session (with its CSRF protection) and the
 * authenticator come first; `auth` then signs the user in, answering 401 to a visitor and 403
 * to a user without one of the roles it names.
 */
import { middleware } from '#start/kernel'

/** The session and whoever it signs in, if anyone: routes that also serve visitors. */
export const session = [middleware.browserSession(), middleware.initializeAuth()]

/** Any signed-in user: a customer's own records (anyone else's are 404). */
export const signedIn = [...session, middleware.auth()]

/** Staff and admins: the back office. */
export const staff = [...session, middleware.auth({ roles: ['staff', 'admin'] })]

/** Admins alone: accounts, admin rights, refunds and deletions. */
export const admins = [...session, middleware.auth({ roles: ['admin'] })]
