import type { HttpContext, RouteGroup } from '@adonisjs/core/http'
import type { ContainerResolver } from '@adonisjs/core/container'
import type { Constructor, LazyImport } from '@adonisjs/core/types/common'
import { routesIn } from '#services/platform/routes_of'

type Handle = (resolver: ContainerResolver<any>, ctx: HttpContext, ...rest: any[]) => unknown
type Injectable = Constructor<any> & { containerInjections?: object }

/* Left to the container: a class that has something injected (`@inject`). */
const VIA_CONTAINER = Symbol('via the container')

async function instanceOf(load: LazyImport<Injectable>) {
  const { default: Class } = await load()
  return Class.containerInjections || Class.length > 0 ? VIA_CONTAINER : new Class()
}

/**
 * Calls `method` on the class's one instance, made when a request first needs it. The framework
 * expects a promise; once the instance is made, the method's own is passed on (a wrapper of
 * this function's own would cost every request a promise and two turns of the microtask queue),
 * and a method that answers at once, or throws, has its answer wrapped.
 */
function onSharedInstance(load: LazyImport<Injectable>, method: string, viaContainer: Handle) {
  let instance: Record<string, Function> | typeof VIA_CONTAINER | undefined
  const handle: Handle = (resolver, ...args) => {
    if (!instance) {
      return instanceOf(load).then((made) => {
        instance = made
        return handle(resolver, ...args)
      })
    }
    try {
      return Promise.resolve(
        instance === VIA_CONTAINER ? viaContainer(resolver, ...args) : instance[method](...args)
      )
    } catch (error) {
      return Promise.reject(error)
    }
  }
  return handle
}

/**
 * The app's controllers and middleware hold no state of their own and are given nothing by the
 * container, so one instance of each serves every request. Left to the framework, the container
 * would build one for each request, and look up what to inject into it and into the method it
 * calls, for the controller and again for each middleware: together more than a signed-in read's
 * own work. So a controller or a middleware keeps nothing of a request in its fields.
 * Routes keep their references to both (the route list and the typed client read them); only how
 * a request reaches them changes.
 */
export function shareInstances(routes: RouteGroup) {
  const shared = new WeakSet<object>()
  const share = (entry: { handle: Handle }, load: LazyImport<Injectable>, method: string) => {
    if (shared.has(entry)) return
    shared.add(entry)
    entry.handle = onSharedInstance(load, method, entry.handle)
  }

  for (const route of routesIn(routes)) {
    const handler = route.toJSON().handler
    // A controller given as a lazy import; a closure or a class given directly stays as it is.
    if (
      typeof handler !== 'function' &&
      handler.importExpression !== null &&
      Array.isArray(handler.reference)
    ) {
      share(handler, handler.reference[0] as LazyImport<Injectable>, handler.method)
    }
    // Named middleware are lazy imports; a plain function stays as it is.
    for (const middleware of route.getMiddleware().flat()) {
      if (typeof middleware !== 'function') {
        share(middleware, middleware.reference as LazyImport<Injectable>, 'handle')
      }
    }
  }
}
