import { useEffect } from 'react'
import { useInvalidate } from '@refinedev/core'

/**
 * While a member is signed in, new work (a contact message, a purchase request, a ship request,
 * a received or paid parcel) reloads the lists and records of its resource on screen, as a
 * reload would. The client loads on its own, after the frame; without it the back office simply
 * works without live updates.
 */
export function LiveUpdates() {
  const invalidate = useInvalidate()
  useEffect(() => {
    let stop: (() => void) | undefined
    let left = false
    import('../../providers/staff-work')
      .then(({ listenForStaffWork }) => {
        if (left) return
        stop = listenForStaffWork((resources) => {
          for (const resource of resources)
            void invalidate({ resource, invalidates: ['resourceAll'] })
        })
      })
      .catch(() => undefined)
    return () => {
      left = true
      stop?.()
    }
  }, [invalidate])
  return null
}
