import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { MessageHeading } from '../../ui'
import { Section, type SectionDef } from '../../ui'
import '../../ui/content.css'
import './legal.css'

interface LegalDocumentProps {
  headingId: string
  leadId: string
  sections: SectionDef[]
  /** Extra blocks keyed by section id, rendered at the end of that section. */
  extras?: Record<string, ReactNode>
  children?: ReactNode
}

/** A policy page: one h1, a table of contents, then numbered sections. */
export function LegalDocument({
  headingId,
  leadId,
  sections,
  extras = {},
  children,
}: LegalDocumentProps) {
  return (
    <div className="content-page content-narrow legal">
      <MessageHeading titleId={headingId} leadId={leadId} />
      <nav className="legal-toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title" className="legal-toc-title">
          <FormattedMessage id="legal.toc" />
        </h2>
        <ol>
          {sections.map((def) => (
            <li key={def.id}>
              <a href={`#${def.id}-heading`}>
                <FormattedMessage id={def.title} />
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((def) => (
        <Section key={def.id} def={def}>
          {extras[def.id]}
        </Section>
      ))}
      {children}
    </div>
  )
}
