import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatUsd } from './format'

/** A message whose `cents` values read as US dollars in the page's locale, beside any other `values`. */
export function UsdMessage({
  id,
  cents,
  values,
}: {
  id: string
  cents: Readonly<Record<string, number>>
  values?: Readonly<Record<string, ReactNode>>
}) {
  const intl = useIntl()
  const dollars = Object.fromEntries(
    Object.entries(cents).map(([name, amount]) => [name, formatUsd(intl, amount)])
  )
  return <FormattedMessage id={id} values={{ ...values, ...dollars }} />
}
