import type { HttpContext, RouteGroup } from '@adonisjs/core/http'
import type { ContainerResolver } from '@adonisjs/core/container'
import type { Constructor, LazyImport } from '@adonisjs/core/types/common'
import { routesIn } from '#services/platform/routes_of'

type Action = (ctx: HttpContext) => unknown
type Controller = Constructor<Record<string, Action>> & { containerInjections?: object }

/* Left to the container: a controller that has something injected (`@inject`). */
const VIA_CONTAINER = Symbol('via the container')

async function sharedAction(load: LazyImport<Controller>, method: string) {
  const { default: Controller } = await load()
  if (Controller.containerInjections || Controller.length > 0) return VIA_CONTAINER
  const controller = new Controller()
  return controller[method].bind(controller)
}

/**
 * The app's controllers hold no state of their own and are given nothing by the container, so
 * one instance of each serves every request. Left to the framework, the container would build
 * one for each request and look up what to inject into it and into the action, which costs as
 * much as a small action's own work. So a controller keeps nothing of a request in its fields.
 * The route keeps its reference to the controller (the route list and the typed client read it);
 * only how the action is reached changes.
 */
export function shareControllers(routes: RouteGroup) {
  for (const route of routesIn(routes)) {
    const handler = route.toJSON().handler
    // A controller given as a lazy import; a closure or a class given directly stays as it is.
    if (typeof handler === 'function' || handler.importExpression === null) continue
    if (!Array.isArray(handler.reference)) continue
    const load = handler.reference[0] as LazyImport<Controller>
    const viaContainer = handler.handle
    let action: Action | typeof VIA_CONTAINER | undefined
    handler.handle = async (resolver: ContainerResolver<any>, ctx: HttpContext) => {
      action ??= await sharedAction(load, handler.method)
      return action === VIA_CONTAINER ? viaContainer(resolver, ctx) : action(ctx)
    }
  }
}
