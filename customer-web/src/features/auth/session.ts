import { useCallback, useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useToast } from '../../ui/toast/ToastProvider'
import { apiRequest } from '../../api/client'
import { fetchQuery, setQueryData, useQuery } from '../../api/query'
import type { ApiResponse } from '../../api/registry'
import { AUTH_GC_TIME_MS, AUTH_STALE_TIME_MS } from '../../config'

/** The signed-in user as the API gives it, also the profile the settings page edits. */
export type CurrentUser = ApiResponse<'auth.current_user'>

export const AUTH_USER_URL = '/api/auth/user'
const AUTH_QUERY_OPTIONS = { staleTime: AUTH_STALE_TIME_MS, gcTime: AUTH_GC_TIME_MS }

/**
 * Who is signed in: loading, then a user or null (a 401). A failed call other than 401 counts
 * as signed out too, so public pages still work while the API is down; signed-in pages then ask to sign in.
 */
export function useCurrentUser() {
  const query = useQuery<CurrentUser>(AUTH_USER_URL, AUTH_QUERY_OPTIONS)
  return { loading: query.status === 'loading', user: query.data, error: query.error }
}

export function setCurrentUser(user: CurrentUser | null) {
  setQueryData(AUTH_USER_URL, user)
}

/** Ends the session; resolves to whether the server agreed (the screen then shows what it says). */
export function useSignOut() {
  return useCallback(async (): Promise<boolean> => {
    try {
      await apiRequest('POST', '/api/auth/logout')
      return true
    } catch (error) {
      console.warn(`Sign-out failed: ${(error as Error).message}`)
      return false
    } finally {
      // Forget the user at once, then ask the server who is signed in: a failed sign-out shows the truth again.
      setCurrentUser(null)
      void fetchQuery(AUTH_USER_URL)
    }
  }, [])
}

/* The welcome a sign-in left for the page in the account's language, until that page says it. */
let arrivalWelcome: { name: string; lang: string } | null = null

/** A sign-in that moves the app to the account's language leaves its welcome for that page. */
export function welcomeOnArrival(user: Pick<CurrentUser, 'firstName'>, lang: string) {
  arrivalWelcome = { name: user.firstName, lang }
}

/**
 * Says that welcome once the app speaks the account's language: moving to another language loads
 * its messages afresh, and the toasts with them, so a toast shown before the move would be lost.
 */
export function useWelcomeOnArrival() {
  const intl = useIntl()
  const toast = useToast()
  useEffect(() => {
    if (arrivalWelcome?.lang !== intl.locale) return
    const { name } = arrivalWelcome
    arrivalWelcome = null
    toast.show({ title: intl.formatMessage({ id: 'auth.welcome' }, { name }), variant: 'success' })
  }, [intl, toast])
}
