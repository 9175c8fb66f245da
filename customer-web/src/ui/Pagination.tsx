import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from './Button'

export interface PaginationProps {
  /** The current page, from 1. */
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
}

/** Previous / next with "21–40 of 95"; nothing when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const intl = useIntl()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  const from = (page - 1) * pageSize + 1
  const to = Math.min(page * pageSize, total)
  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: 'pagination.label' })}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <FormattedMessage id="pagination.previous" />
      </Button>
      <span aria-live="polite">
        <FormattedMessage id="pagination.range" values={{ from, to, total }} />
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        <FormattedMessage id="pagination.next" />
      </Button>
    </nav>
  )
}
