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
