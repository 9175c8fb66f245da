import { BaseSerializer } from '@adonisjs/core/transformers'

/**
 * Responses are the transformed resource itself, unwrapped: the apps read a list as an array and
 * its size from `x-total-count`, so there is no envelope and no pagination block.
 */
class ResponseSerializer extends BaseSerializer<{
  Wrap: undefined
  PaginationMetaData: undefined
}> {
  wrap = undefined
  definePaginationMetaData() {
    return undefined
  }
}

const serializer = new ResponseSerializer()

/** A transformed item or collection, resolved to the plain object or array the response sends. */
export const serialize = serializer.serialize.bind(serializer) as ResponseSerializer['serialize']

/**
 * A transformer of what the back office sees: its `forStaff` variant, or, for a resource only
 * staff ever see (the inbox, the notices staff sent), its one default view.
 */
type StaffTransformer = {
  new (resource: any, ...rest: any[]): { toObject(): unknown; forStaff?(): unknown }
  transform(resource: unknown, ...rest: unknown[]): { useVariant(variant: 'forStaff'): unknown }
}
type Resource<Transformer extends StaffTransformer> = ConstructorParameters<Transformer>[0]
type Options<Transformer extends StaffTransformer> =
  ConstructorParameters<Transformer> extends [unknown, ...infer Rest] ? Rest : never
/* Every staff view returns plain values, so what it returns is what is sent. */
type StaffView<Transformer extends StaffTransformer> =
  InstanceType<Transformer> extends { forStaff(): infer View }
    ? View
    : ReturnType<InstanceType<Transformer>['toObject']>

/**
 * A record, or a page of them, as the back office is sent it: through its transformer's staff
 * view, with the transformer's own options after the records.
 */
export function forStaff<Transformer extends StaffTransformer>(
  transformer: Transformer,
  records: Resource<Transformer>[],
  ...options: Options<Transformer>
): Promise<StaffView<Transformer>[]>
export function forStaff<Transformer extends StaffTransformer>(
  transformer: Transformer,
  record: Resource<Transformer>,
  ...options: Options<Transformer>
): Promise<StaffView<Transformer>>
export function forStaff(transformer: StaffTransformer, resource: unknown, ...options: unknown[]) {
  const transformed = transformer.transform(resource, ...options)
  const staffOnly = !('forStaff' in transformer.prototype)
  return serialize((staffOnly ? transformed : transformed.useVariant('forStaff')) as never)
}
