import { randomInt } from 'node:crypto'

/* No 0/O or 1/I/L: numbers are read aloud to support and typed from labels. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/**
 * A record's public number, e.g. PKG-7KM3Q9XD: random rather than sequential, so numbers do
 * not reveal volumes or let one customer guess another's. 31⁸ ≈ 8.5 × 10¹¹ values; the unique
 * index on each number column is the final guard.
 */
export function publicNumber(prefix: 'PKG' | 'SHP' | 'ORD'): string {
  let suffix = ''
  for (let i = 0; i < 8; i++) suffix += ALPHABET[randomInt(ALPHABET.length)]
  return `${prefix}-${suffix}`
}
