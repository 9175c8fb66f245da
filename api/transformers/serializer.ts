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

/** A transformer with a `forStaff` variant: what the back office sees of a record. */
type StaffTransformer = {
  new (resource: any, ...rest: any[]): { forStaff(): unknown }
  transform(resource: unknown, ...rest: unknown[]): { useVariant(variant: 'forStaff'): unknown }
}
type Resource<Transformer extends StaffTransformer> = ConstructorParameters<Transformer>[0]
type Options<Transformer extends StaffTransformer> =
  ConstructorParameters<Transformer> extends [unknown, ...infer Rest] ? Rest : never
/* Every `forStaff` returns plain values, so what it returns is what is sent. */
type StaffView<Transformer extends StaffTransformer> = ReturnType<
  InstanceType<Transformer>['forStaff']
>

/**
 * A record, or a page of them, as the back office is sent it: through its transformer's
 * `forStaff` variant, with the transformer's own options after the records.
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
  return serialize(transformer.transform(resource, ...options).useVariant('forStaff') as never)
}
