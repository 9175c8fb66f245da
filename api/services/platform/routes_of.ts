import { BriskRoute, RouteGroup, RouteResource } from '@adonisjs/core/http'
import type { Route } from '@adonisjs/core/http'

/** Every route of a group, at any depth: what boot-time route settings walk over. */
export function* routesIn(group: RouteGroup): Generator<Route> {
  for (const entry of group.routes) {
    if (entry instanceof RouteGroup) yield* routesIn(entry)
    else if (entry instanceof RouteResource) yield* entry.routes
    else if (entry instanceof BriskRoute) {
      if (entry.route) yield entry.route
    } else yield entry
  }
}
