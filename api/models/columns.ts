/**
 * Column adapters shared by the parcel models: SQLite and MySQL hand booleans back as 0/1,
 * and mysql2 hands DECIMAL back as a string.
 */
export const asBoolean = { consume: (value: unknown) => Boolean(value) }

export const asNumber = { consume: (value: unknown) => (value === null ? null : Number(value)) }
