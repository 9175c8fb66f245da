import type { MouseEventHandler } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import type { Subject } from '#domain/notifications'
import { useLanguage } from '../i18n/useLanguage'
import { recordPath } from '../routing/routeTable'
import './record-links.css'

/**
 * A link to the page of a record another one names ("Open invoice INV-…", "Open shipment SHP-…"), in
 * the current language; the record's number is isolated from the sentence around it.
 */
export function RecordLink({
  about,
  className,
  onClick,
}: {
  about: Subject
  className?: string
  onClick?: MouseEventHandler<HTMLAnchorElement>
}) {
  const { lang } = useLanguage()
  return (
    <Link className={className} to={recordPath(about, lang)} onClick={onClick}>
      {/* One run of text, so that a button-styled link spaces its words as a sentence. */}
      <span>
        <FormattedMessage
          id={`record.open.${about.kind}`}
          values={{ key: <bdi>{about.key}</bdi> }}
        />
      </span>
    </Link>
  )
}

/** The records a page names, each a link to its page; nothing when it names none. */
export function RecordLinks({ records }: { records: readonly Subject[] }) {
  if (records.length === 0) return null
  return (
    <ul className="record-links">
      {records.map((record) => (
        <li key={`${record.kind}:${record.key}`}>
          <RecordLink about={record} />
        </li>
      ))}
    </ul>
  )
}
