import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useLanguage } from '../i18n/useLanguage'
import { pathFor, type RouteId } from '../routing/routeTable'

interface PageLinkProps {
  'to': RouteId
  'slug'?: string
  'className'?: string
  'children': ReactNode
  'aria-label'?: string
  'aria-current'?: 'page'
}

/** A link to another public page in the current language. */
export function PageLink({ to, slug, className, children, ...aria }: PageLinkProps) {
  const { lang } = useLanguage()
  return (
    <Link
      to={pathFor(to, lang, slug === undefined ? {} : { slug })}
      className={className}
      {...aria}
    >
      {children}
    </Link>
  )
}

/** Inline arrow that points in the reading direction (mirrored in right-to-left pages). */
export function ForwardArrow() {
  return (
    <svg
      className="content-arrow icon-directional"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M3 8h9M8.5 4.5 12 8l-3.5 3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
