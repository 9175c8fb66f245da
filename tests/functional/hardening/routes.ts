import router from '@adonisjs/core/services/router'
import type { Role } from '#models/user'

export type ListedRoute = { method: string; pattern: string; roles?: Role[]; signedIn: boolean }

/** Every route the router knows, with whether it needs a signed-in user and which roles. */
export function everyRoute(): ListedRoute[] {
  return Object.values(router.toJSON())
    .flat()
    .map((route) => {
      const auth = route.middleware
        .all()
        .values()
        .find((entry) => 'name' in entry && entry.name === 'auth') as
        { args?: { roles?: Role[] } } | undefined
      return {
        method: route.methods[0],
        pattern: route.pattern,
        roles: auth?.args?.roles,
        signedIn: auth !== undefined,
      }
    })
}

/** The API's GET routes without parameters: every list is among them. */
export const parameterlessApiReads = () =>
  everyRoute().filter(
    (route) =>
      route.method === 'GET' && route.pattern.startsWith('/api/') && !route.pattern.includes(':')
  )
