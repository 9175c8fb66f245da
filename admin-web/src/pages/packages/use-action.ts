import { useCustomMutation, useInvalidate, type BaseKey } from '@refinedev/core'

/**
 * A warehouse step on one record (`POST /api/admin/<resource>/<id>/<step>`): a notice in the
 * staff member's language when it is done, the API's own message when it is refused, and the
 * record and its list read again either way.
 */
export function useAction(resource: 'packages' | 'shipments', id: BaseKey) {
  const { mutateAsync, mutation } = useCustomMutation()
  const invalidate = useInvalidate()
  const run = async (
    step: string,
    values: object,
    done: string,
    method: 'post' | 'put' = 'post'
  ) => {
    try {
      await mutateAsync({
        url: `/api/admin/${resource}/${id}/${step}`,
        method,
        values,
        successNotification: () => ({ type: 'success', message: done }),
      })
      return true
    } catch {
      // The error notification already shows the API's message.
      return false
    } finally {
      await invalidate({ resource, id, invalidates: ['detail', 'list'] })
    }
  }
  return { run, pending: mutation.isPending }
}
