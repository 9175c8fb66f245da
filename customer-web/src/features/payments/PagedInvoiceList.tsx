import { useState, type ReactNode } from 'react'
import {
  invoicesUrl,
  type Invoice,
  type InvoiceStatus,
  type InvoiceSubject,
} from '../../api/invoices'
import { useQuery } from '../../api/query'
import { Pagination, QueryView, Skeleton } from '../../ui'
import { InvoiceList } from './InvoiceList'

const PAGE_SIZE = 10

/** The customer's invoices of some statuses (and one subject), a page at a time; `empty` when there are none. */
export function PagedInvoiceList({
  statuses,
  subject,
  empty,
  action,
  date,
}: {
  statuses: readonly InvoiceStatus[]
  subject?: InvoiceSubject
  empty: ReactNode
  action: (invoice: Invoice) => ReactNode
  date?: (invoice: Invoice) => string
}) {
  const [page, setPage] = useState(1)
  const invoices = useQuery<Invoice[]>(invoicesUrl(page, PAGE_SIZE, [...statuses], subject))
  return (
    <QueryView query={invoices} loading={<Skeleton lines={4} />} empty={empty}>
      {(rows) => (
        <>
          <InvoiceList invoices={rows} date={date} action={action} />
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={invoices.total ?? rows.length}
            onPageChange={setPage}
          />
        </>
      )}
    </QueryView>
  )
}
