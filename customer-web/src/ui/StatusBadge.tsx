import type { ReactNode } from 'react'

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger'

/** A short coloured label for a record's state; the text carries the meaning, the colour only helps. */
export function StatusBadge({
  tone = 'neutral',
  children,
}: {
  tone?: BadgeTone
  children: ReactNode
}) {
  return <span className={`badge badge-${tone}`}>{children}</span>
}
