import { useTranslate } from '@refinedev/core'
import { Badge } from 'antd'

/** How a record's life cycle shows: its states in order, their messages and their colours. */
export interface StatusLook {
  /** Message ids of the statuses are `<namespace>.<status>`. */
  namespace: string
  statuses: readonly string[]
  /** antd preset colours by status; unlisted states are grey. */
  colors?: Readonly<Record<string, string>>
}

export interface StatusTagProps {
  /** Message ids are `<namespace>.<status>`, e.g. `orderStatus.shipped`. */
  namespace: string
  status: string
  /** antd preset colours by status (green, orange, red…); unlisted states are grey. */
  colors?: Readonly<Record<string, string>>
}

/**
 * A state of a record's life cycle, translated, behind a coloured dot. The colour stays on the
 * dot: antd's coloured tags put light text on a light background, under the contrast text needs.
 */
export function StatusTag({ namespace, status, colors }: StatusTagProps) {
  const translate = useTranslate()
  const color = colors?.[status]
  return (
    <Badge
      {...(color ? { color } : { status: 'default' as const })}
      text={translate(`${namespace}.${status}`, status.replace(/_/g, ' '))}
    />
  )
}
