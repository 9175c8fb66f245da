import { DateTime } from 'luxon'

/**
 * Column adapters shared by the models: SQLite and MySQL hand booleans back as 0/1 (every
 * boolean column gets this one from the generated schema, database/schema_rules.ts), and
 * mysql2 hands DECIMAL back as a string.
 */
export const asBoolean = {
  consume: (value: unknown) => (value === null ? null : Boolean(value)),
}

export const asNumber = { consume: (value: unknown) => (value === null ? null : Number(value)) }

/* The one shape of stored datetime text: what Lucid writes, and SQLite hands back. */
const SQL_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,3})?$/

/**
 * A datetime column read as Lucid reads it (luxon's SQL parser for text, in the server's
 * zone), but that text parsed by the engine, several times faster: the signed-in user is
 * read on every request.
 */
export const asDateTime = {
  consume: (value: unknown) => {
    if (typeof value === 'string') {
      return SQL_DATETIME.test(value)
        ? DateTime.fromMillis(Date.parse(value.replace(' ', 'T')))
        : DateTime.fromSQL(value)
    }
    if (value instanceof Date) return DateTime.fromJSDate(value)
    if (typeof value === 'number') return DateTime.fromMillis(value)
    return value
  },
}

/** A stored timestamp as ISO text: one read from the database is always a valid date, never null. */
export const isoOf = (date: DateTime) => date.toISO()!
