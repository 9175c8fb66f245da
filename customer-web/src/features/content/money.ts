import type { IntlShape } from 'react-intl'

/** Formats integer cents as US dollars in the page's locale; whole dollars drop the decimals. */
export function formatUsd(intl: IntlShape, cents: number): string {
  const whole = cents % 100 === 0
  return intl.formatNumber(cents / 100, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })
}
