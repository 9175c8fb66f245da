import type { HTMLAttributes } from 'react'
import { useI18nState } from '../i18n'
import { formatMoney } from './format'

type AmountProps = HTMLAttributes<HTMLElement> & {
  cents: number | null | undefined
  /** Bold, for the figure a row or card is about (a total, a balance). */
  strong?: boolean
}

/**
 * An amount of money on its own, in the page's language: one line whatever room it has. A
 * narrow card or cell would otherwise break it anywhere (antd lets long words break), as
 * "$21 / 9.00", or in Arabic over five lines. An amount the API did not send reads "—".
 */
export function Amount({ cents, strong, style, ...props }: AmountProps) {
  const { locale } = useI18nState()
  const Element = strong ? 'strong' : 'span'
  return (
    <Element {...props} style={{ whiteSpace: 'nowrap', ...style }}>
      {formatMoney(cents, locale)}
    </Element>
  )
}
