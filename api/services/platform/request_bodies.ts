import app from '@adonisjs/core/services/app'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import { BriskRoute, RouteGroup, RouteResource } from '@adonisjs/core/http'
import type { HttpContext, Route } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import bodyParserConfig from '#config/bodyparser'

function* routesIn(group: RouteGroup): Generator<Route> {
  for (const entry of group.routes) {
    if (entry instanceof RouteGroup) yield* routesIn(entry)
    else if (entry instanceof RouteResource) yield* entry.routes
    else if (entry instanceof BriskRoute) {
      if (entry.route) yield entry.route
    } else yield entry
  }
}

/**
 * The body parser runs on the routes that accept a method with a body (POST, PUT, PATCH,
 * DELETE), first in their middleware; a GET never pays for it. It is one shared parser called
 * as a plain function, not a middleware class the container resolves on every request.
 */
export async function parseBodiesWhereAccepted(routes: RouteGroup) {
  const parser = await app.container.make(BodyParserMiddleware)
  const parseBody = (ctx: HttpContext, next: NextFn) => parser.handle(ctx, next)
  const methodsWithBody = new Set(bodyParserConfig.allowedMethods)
  for (const route of routesIn(routes)) {
    if (route.toJSON().methods.some((method) => methodsWithBody.has(method))) {
      route.getMiddleware().unshift([parseBody])
    }
  }
}
