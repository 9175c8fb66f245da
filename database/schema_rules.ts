/*
 * How the generated model schemas (database/schema.ts) declare the columns whose values the
 * drivers hand back in another type. SQLite and MySQL both give a boolean column as 0 or 1; the
 * adapter is written here once, so a new boolean column reads as true or false without its model
 * having to remember it.
 */
import type { SchemaRules } from '@adonisjs/lucid/types/schema_generator'

const rules: SchemaRules = {
  types: {
    boolean: {
      tsType: 'boolean',
      // The structured `decorators` form can only print literal arguments, not the adapter.
      decorator: '@column(asBoolean)',
      imports: [{ source: '#models/columns', namedImports: ['asBoolean'] }],
    },
  },
}

export default rules
