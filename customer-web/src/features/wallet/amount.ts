/** Dollars as typed ("25", "25.5", "25,50") → integer cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
