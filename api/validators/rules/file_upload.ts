import vine from '@vinejs/vine'

/**
 * Checks nothing: it describes an uploaded file in the validator's JSON Schema (a binary string
 * sent as multipart form data), which the published OpenAPI document is made from.
 */
export const fileUpload = vine.createRule(() => {}, {
  toJSONSchema: (schema) => {
    schema.type = 'string'
    schema.format = 'binary'
  },
})
