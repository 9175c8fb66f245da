import { useI18nState } from '../i18n'
import { formatDate, formatDateTime } from './format'

/** A day (and its time with `withTime`) in the page's language; a dash when there is none. */
export function When({ iso, withTime = false }: { iso: string | null; withTime?: boolean }) {
  const { locale } = useI18nState()
  if (iso === null) return '—'
  return <time dateTime={iso}>{(withTime ? formatDateTime : formatDate)(iso, locale)}</time>
}
