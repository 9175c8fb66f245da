import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

/** A section named by its h2; `headingId` is the heading's element id, `titleId` its message id. */
export function TitledSection({
  headingId,
  titleId,
  className,
  children,
}: {
  headingId: string
  titleId: string
  className?: string
  children: ReactNode
}) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  )
}
