import { useCallback, useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { ApiError, apiRequest } from '../../api/client'

export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError | Error }
  | { status: 'success'; data: T }

/** GET a JSON resource in the page language; `url === null` skips the call. */
export function useApiGet<T>(url: string | null): ApiState<T> & { reload: () => void } {
  const { locale } = useIntl()
  const [attempt, setAttempt] = useState(0)
  // An answer belongs to the request that asked for it: any other request is still loading.
  const request = `${locale} ${attempt} ${url}`
  const [answer, setAnswer] = useState<{ request: string; state: ApiState<T> } | null>(null)

  useEffect(() => {
    if (url === null) return
    const controller = new AbortController()
    apiRequest<T>('GET', url, undefined, { signal: controller.signal })
      .then((data) => setAnswer({ request, state: { status: 'success', data } }))
      .catch((error: Error) => {
        if (controller.signal.aborted) return
        setAnswer({ request, state: { status: 'error', error } })
      })
    return () => controller.abort()
  }, [url, request])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const state: ApiState<T> = answer?.request === request ? answer.state : { status: 'loading' }
  return { ...state, reload }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}
