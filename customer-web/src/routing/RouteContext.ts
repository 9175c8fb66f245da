import { createContext, useContext } from 'react'
import type { RouteMatch } from './routeTable'

/** The route being shown, as the shell's matcher (the same as the server's) decided it. */
export const RouteContext = createContext<RouteMatch | null>(null)

export function useCurrentRoute(): RouteMatch | null {
  return useContext(RouteContext)
}
