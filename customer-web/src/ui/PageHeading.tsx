import type { ReactNode } from 'react'

/** The one h1 of a page, with an optional lead paragraph. */
export function PageHeading({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <header className="page-heading">
      <h1>{children}</h1>
      {lead && <p className="lead">{lead}</p>}
    </header>
  )
}
