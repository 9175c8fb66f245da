import { randomInt } from 'node:crypto'

/**
 * A customer's suite number, printed on their US address: "SG-" and digits
 * drawn at random so that numbers do not reveal how many customers we have.
 * The width grows when a width is crowded, so a free number is always found.
 */
export function drawSuiteNumber(attempt: number) {
  const digits = 5 + Math.floor(attempt / 3)
  return `SG-${randomInt(10 ** (digits - 1), 10 ** digits)}`
}
