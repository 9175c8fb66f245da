/**
 * The API's own types, read from the route registry Tuyau generates from the server's routes, controllers and
 * validators (`node ace codegen`), by route name. Types only: the registry's runtime is never bundled, and the
 * data layer (query.ts, client.ts) stays the one way to call the API.
 */
import type { Registry } from '../../../.adonisjs/client/registry/schema'

export type RouteName = keyof Registry

/** What a route answers with on success, as the controller returns it. */
export type ApiResponse<Name extends RouteName> = Registry[Name]['types']['response']

/** What a route's validator accepts as the request body. */
export type ApiBody<Name extends RouteName> = Registry[Name]['types']['body']
