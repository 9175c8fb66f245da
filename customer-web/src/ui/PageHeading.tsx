import { FormattedMessage } from 'react-intl'
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

/** The usual heading of a page: its title and lead, both from the messages. */
export function MessageHeading({ titleId, leadId }: { titleId: string; leadId: string }) {
  return (
    <PageHeading lead={<FormattedMessage id={leadId} />}>
      <FormattedMessage id={titleId} />
    </PageHeading>
  )
}
