import { randomInt } from 'node:crypto'

/* No 0/O or 1/I/L: numbers are read aloud to support and typed from labels. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/**
 * A record's public number, e.g. PKG-7KM3Q9XD or INV-7KM3-Q9XD: random rather than sequential,
 * so numbers do not reveal volumes or let one customer guess another's. 31⁸ ≈ 8.5 × 10¹¹ values;
 * the unique index on each number column is the final guard.
 */
export function publicNumber(prefix: 'PKG' | 'SHP' | 'ORD' | 'INV'): string {
  let suffix = ''
  for (let i = 0; i < 8; i++) suffix += ALPHABET[randomInt(ALPHABET.length)]
  // An invoice number is printed, and read out for payments, in two groups of four.
  return prefix === 'INV'
    ? `${prefix}-${suffix.slice(0, 4)}-${suffix.slice(4)}`
    : `${prefix}-${suffix}`
}
