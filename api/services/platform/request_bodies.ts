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

/*
 * A JSON body's strings, at any depth, trimmed, and one left empty as null, as forms are: a
 * field sent blank counts as not given. In place, on the freshly parsed body; no recursion, so
 * a deeply nested body cannot exhaust the stack.
 */
function tidyStrings(body: object) {
  const pending: Record<string, unknown>[] = [body as Record<string, unknown>]
  while (pending.length > 0) {
    const node = pending.pop()!
    for (const key of Object.keys(node)) {
      const value = node[key]
      if (typeof value === 'string') {
        const trimmed = value.trim()
        node[key] = trimmed === '' ? null : trimmed
      } else if (value !== null && typeof value === 'object') {
        pending.push(value as Record<string, unknown>)
      }
    }
  }
  return body
}

/**
 * The body parser runs on the routes that accept a method with a body (POST, PUT, PATCH,
 * DELETE), first in their middleware; a GET never pays for it. It is one shared parser called
 * as a plain function, not a middleware class the container resolves on every request.
 */
export async function parseBodiesWhereAccepted(routes: RouteGroup) {
  const parser = await app.container.make(BodyParserMiddleware)
  const parseBody = (ctx: HttpContext, next: NextFn) =>
    parser.handle(ctx, () => {
      if (ctx.request.bodyType === 'json') ctx.request.updateBody(tidyStrings(ctx.request.body()))
      return next()
    })
  const methodsWithBody = new Set(bodyParserConfig.allowedMethods)
  for (const route of routesIn(routes)) {
    if (route.toJSON().methods.some((method) => methodsWithBody.has(method))) {
      route.getMiddleware().unshift([parseBody])
    }
  }
}
