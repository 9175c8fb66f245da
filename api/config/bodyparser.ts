import { defineConfig } from '@adonisjs/core/bodyparser'

/*
 * Bodies are kept as sent. A field sent as "" counts as not given, but that is decided by
 * validation (vine.convertEmptyStringsToNull, set in start/kernel.ts), for the fields a
 * validator names: JSON parsed with a reviver visiting every value costs most of a small
 * body's parse.
 */
export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: false,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: false,
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
    convertEmptyStringsToNull: false,
    processManually: [],
    limit: '20mb',
    types: ['multipart/form-data'],
  },
})
