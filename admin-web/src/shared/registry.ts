/**
 * The API's own types, read from the route registry Tuyau generates from the server's routes,
 * controllers and validators (`node ace codegen`), by route name. Types only: the registry's
 * runtime is never bundled, and the data provider (and http.ts) stay the way to call the API.
 */
import type { Registry } from '../../../.adonisjs/client/registry/schema'

export type RouteName = keyof Registry

/** What a route answers with on success, as the controller returns it. */
export type ApiResponse<Name extends RouteName> = Registry[Name]['types']['response']

/**
 * A row of a list route's answer. A list's handler also streams its CSV export, and answers
 * nothing itself then (`void`), so the rows are those of the array it answers otherwise.
 */
export type ApiRow<Name extends RouteName> = Extract<ApiResponse<Name>, readonly unknown[]>[number]

/**
 * A detail route's answer with the relations it always loads. The API's transformers add each
 * relation only where it was preloaded, so its type has them optional; a relation that can be
 * missing stays `null`.
 */
export type WithLoaded<Answer, Keys extends keyof Answer> = Answer & {
  [Key in Keys]-?: Exclude<Answer[Key], undefined>
}
