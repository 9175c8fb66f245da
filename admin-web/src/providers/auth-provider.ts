import type { AuthProvider, HttpError } from '@refinedev/core'
import { getLocale, parseLocale, setLocale, translate, type AppLocale } from '../i18n'
import type { ApiResponse } from '../shared/registry'
import { http } from './http'

/** `GET /api/auth/user` (and the answer of signing in). */
export type CurrentUser = ApiResponse<'auth.current_user'>

export type Role = CurrentUser['role']

/** What the layout header reads: refine's themed header looks for `name` and `avatar`. */
export interface Identity extends CurrentUser {
  name: string
  avatar?: string
}

function canUseBackOffice(user: CurrentUser): boolean {
  return user.role === 'staff' || user.role === 'admin'
}

/** The signed-in user, or null when the session is missing (401). Other failures propagate. */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { data } = await http.get<CurrentUser>('/api/auth/user')
    return data
  } catch (error) {
    if ((error as HttpError).statusCode === 401) return null
    throw error
  }
}

// The answer of the last session check, shared by the header and the access-control checks so
// that each button's check does not call the API again. Every check, sign-in and sign-out renews it.
let signedInUser: Promise<CurrentUser | null> | undefined

function renewSignedInUser(): Promise<CurrentUser | null> {
  signedInUser = fetchCurrentUser()
  signedInUser.catch(() => {
    signedInUser = undefined
  })
  return signedInUser
}

// The check started as the back office loads (see `checkSessionEarly`), which the first
// `check` takes instead of asking again.
let earlyCheck: Promise<CurrentUser | null> | undefined

/**
 * Asks who is signed in while the language chunk is still on its way, so that the first page's
 * session check does not wait for it and then for the API one after the other.
 */
export function checkSessionEarly(): void {
  earlyCheck = renewSignedInUser()
}

/** The signed-in member as of the last session check (checked now if there was none). */
export function signedIn(): Promise<CurrentUser | null> {
  return signedInUser ?? renewSignedInUser()
}

/**
 * Saves the language the back office now shows to the signed-in account. The API writes its
 * messages (errors, validation) in the account's saved language before the one the request asks
 * for, so without this a member whose account says Spanish reads Spanish errors on an English
 * back office. Nobody signed in (the sign-in page): nothing to save.
 */
export async function saveAccountLocale(locale: AppLocale): Promise<void> {
  const user = await signedIn().catch(() => null)
  if (!user || user.locale === locale) return
  await http.put('/api/settings/profile', { locale })
  signedInUser = Promise.resolve({ ...user, locale })
}

/**
 * After a sign-in, the back office speaks the account's saved language, the one its API messages,
 * emails and notifications use; an account without a known one keeps the language on screen.
 */
async function speakAccountLocale(user: CurrentUser): Promise<void> {
  const locale = parseLocale(user.locale)
  // A language chunk that fails to load leaves the page as it was: the sign-in still counts.
  if (locale && locale !== getLocale()) await setLocale(locale).catch(() => undefined)
}

interface LoginValues {
  email: string
  password: string
  remember?: boolean
}

export const authProvider: AuthProvider = {
  login: async ({ email, password, remember }: LoginValues) => {
    let user: CurrentUser
    try {
      const response = await http.post<CurrentUser>('/api/auth/login', {
        email,
        password,
        remember: remember === true,
      })
      user = response.data
      signedInUser = Promise.resolve(user)
    } catch (error) {
      return {
        success: false,
        error: {
          name: translate('login.failed', 'Sign-in failed'),
          message: (error as HttpError).message,
        },
      }
    }
    if (!canUseBackOffice(user)) {
      // The API accepted a customer's password and opened a session; the back office must not keep
      // it. A failed sign-out changes nothing for the customer here, so it is not reported.
      await http.post('/api/auth/logout').catch(() => undefined)
      return {
        success: false,
        error: {
          name: translate('login.failed', 'Sign-in failed'),
          message: translate('errors.accessDenied', 'Access denied'),
        },
      }
    }
    await speakAccountLocale(user)
    return { success: true, redirectTo: '/' }
  },

  logout: async () => {
    signedInUser = undefined
    try {
      await http.post('/api/auth/logout')
    } catch (error) {
      // 401: the session was already gone, which is what signing out wants.
      if ((error as HttpError).statusCode !== 401) {
        return {
          success: false,
          error: {
            name: translate('logout.failed', 'Sign-out failed'),
            message: (error as HttpError).message,
          },
        }
      }
    }
    return { success: true, redirectTo: '/login' }
  },

  check: async () => {
    try {
      const pending = earlyCheck ?? renewSignedInUser()
      earlyCheck = undefined
      const user = await pending
      // A customer's session (from the customer site, same cookie) is left alone: it only does not
      // open the back office.
      if (user && canUseBackOffice(user)) return { authenticated: true }
      return { authenticated: false, redirectTo: '/login' }
    } catch (error) {
      return { authenticated: false, redirectTo: '/login', error: error as HttpError }
    }
  },

  onError: async (error: HttpError) => {
    // Only a lost session signs out; a 403 or 404 stays on the page with its own message.
    if (error.statusCode === 401) return { logout: true, redirectTo: '/login' }
    return {}
  },

  getIdentity: async (): Promise<Identity | null> => {
    const user = await signedIn()
    if (!user) return null
    return {
      ...user,
      name: `${user.firstName} ${user.lastName}`.trim(),
      avatar: user.avatarUrl ?? undefined,
    }
  },
}
