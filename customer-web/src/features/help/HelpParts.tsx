import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { ForwardArrow, PageLink } from '../../ui'

/** Help center › …: the trail above a help category or article; `children` are the items after the first. */
export function HelpBreadcrumbs({ children }: { children?: ReactNode }) {
  return (
    <nav className="content-breadcrumbs" aria-labelledby="help-breadcrumbs-label">
      <span id="help-breadcrumbs-label" className="visually-hidden">
        <FormattedMessage id="help.breadcrumbs" />
      </span>
      <ol>
        <li>
          <PageLink to="helpCenter">
            <FormattedMessage id="help.heading" />
          </PageLink>
        </li>
        {children}
      </ol>
    </nav>
  )
}

/** The closing box of the help pages that sends the reader to the contact form. */
export function HelpContactCallout({
  headingId,
  titleId,
  textId,
}: {
  /** The element id that names the box. */
  headingId: string
  titleId: string
  textId?: string
}) {
  return (
    <aside className="content-callout" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id={titleId} />
      </h2>
      {textId && (
        <p>
          <FormattedMessage id={textId} />
        </p>
      )}
      <PageLink to="contact" className="content-more">
        <FormattedMessage id="help.contact.link" />
        <ForwardArrow />
      </PageLink>
    </aside>
  )
}
