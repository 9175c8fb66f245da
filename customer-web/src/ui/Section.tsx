import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

export interface SectionDef {
  id: string
  title: string
  paragraphs?: string[]
  items?: string[]
  after?: string[]
}

/** A heading with paragraphs and an optional bullet list, every string from the catalogue. */
export function Section({ def, children }: { def: SectionDef; children?: ReactNode }) {
  const headingId = `${def.id}-heading`
  return (
    <section className="content-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id={def.title} />
      </h2>
      {def.paragraphs?.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} />
        </p>
      ))}
      {def.items && (
        <ul className="content-list">
          {def.items.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} />
            </li>
          ))}
        </ul>
      )}
      {def.after?.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} />
        </p>
      ))}
      {children}
    </section>
  )
}

/**
 * The opening of a page: a short eyebrow line, the page's h1 (which names the section, as `headingId`)
 * and its lead, then `children` (the calls to action, highlights).
 */
export function Hero({
  className,
  headingId,
  eyebrowId,
  titleId,
  leadId,
  children,
}: {
  className: string
  headingId: string
  eyebrowId: string
  titleId: string
  leadId: string
  children: ReactNode
}) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <p className="content-eyebrow">
        <FormattedMessage id={eyebrowId} />
      </p>
      <h1 id={headingId}>
        <FormattedMessage id={titleId} />
      </h1>
      <p className="content-lead">
        <FormattedMessage id={leadId} />
      </p>
      {children}
    </section>
  )
}

/** A titled, numbered list of steps; `id` names the section as `<id>-heading`, like Section. */
export function StepList({
  id,
  title,
  steps,
}: {
  id: string
  title: string
  steps: readonly string[]
}) {
  const headingId = `${id}-heading`
  return (
    <section className="content-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id={title} />
      </h2>
      <ol className="service-steps">
        {steps.map((step) => (
          <li key={step}>
            <FormattedMessage id={step} />
          </li>
        ))}
      </ol>
    </section>
  )
}
