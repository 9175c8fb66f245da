import type { ReactNode } from 'react'

/**
 * A table that may be wider than a phone: it scrolls sideways inside this box rather than widening
 * the page. The box is a named region the keyboard can reach, so arrow keys scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
