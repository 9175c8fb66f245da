import { defineConfig } from '@adonisjs/core/bodyparser'

export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  /*
   * JSON bodies get the same tidying as forms (strings trimmed, an empty one as null), done
   * once parsed (services/platform/request_bodies.ts): JSON.parse with a reviver calls back
   * for every value and costs several times the parse itself.
   */
  json: {
    convertEmptyStringsToNull: false,
    trimWhitespaces: false,
    limit: '1mb',
    types: [
      'application/json',
      'application/json-patch+json',
      'application/vnd.api+json',
      'application/csp-report',
    ],
  },
  multipart: {
    autoProcess: true,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '20mb',
    types: ['multipart/form-data'],
  },
})
