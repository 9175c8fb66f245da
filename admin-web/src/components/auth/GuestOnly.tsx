import { Outlet } from 'react-router'
import { useIsAuthenticated } from '@refinedev/core'
import { NavigateToResource } from '@refinedev/react-router'
import { PageSpinner } from '../../shared/PageSpinner'

/**
 * Sends a signed-in member from the sign-in page to the dashboard. Unlike refine's
 * <Authenticated>, it keeps the page mounted while the session is re-checked: useLogin re-checks
 * after every attempt, and unmounting would empty the form after a wrong password.
 */
export function GuestOnly() {
  const { data, isLoading } = useIsAuthenticated()
  if (isLoading) return <PageSpinner />
  if (data?.authenticated) return <NavigateToResource resource="dashboard" />
  return <Outlet />
}
