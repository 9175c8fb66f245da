import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import {
  WALLET_TRANSACTION_TYPES,
  walletTransactionsUrl,
  type WalletTransaction,
  type WalletTransactionType,
} from '../../api/wallet'
import { useQuery } from '../../api/query'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import {
  Card,
  EmptyState,
  Pagination,
  QueryView,
  Select,
  Skeleton,
  StatusBadge,
  formatDateTime,
  formatUsd,
} from '../../ui'
import { cardLabel } from '../payments/card'

const PAGE_SIZE = 10

/** Every move of the wallet, newest first, filtered by kind, a page at a time. */
export function Ledger() {
  const intl = useIntl()
  const [type, setType] = useState<WalletTransactionType | ''>('')
  const [page, setPage] = useState(1)
  const entries = useQuery<WalletTransaction[]>(walletTransactionsUrl(page, PAGE_SIZE, type))

  return (
    <Card className="ledger" title={intl.formatMessage({ id: 'wallet.ledger.title' })}>
      <Select
        label={intl.formatMessage({ id: 'wallet.ledger.filter' })}
        value={type}
        placeholder={intl.formatMessage({ id: 'wallet.ledger.all' })}
        options={WALLET_TRANSACTION_TYPES.map((value) => ({
          value,
          label: intl.formatMessage({ id: `wallet.type.${value}` }),
        }))}
        onChange={(event) => {
          setType(event.target.value as WalletTransactionType | '')
          setPage(1)
        }}
      />
      <QueryView
        query={entries}
        loading={<Skeleton lines={5} />}
        empty={
          <EmptyState
            title={intl.formatMessage({
              id: type ? 'wallet.ledger.noneOfType' : 'wallet.ledger.empty',
            })}
            message={intl.formatMessage({ id: 'wallet.ledger.emptyText' })}
          />
        }
      >
        {(rows) => (
          <>
            <ul className="ledger-list">
              {rows.map((entry) => (
                <li key={entry.id} className="ledger-row">
                  <div className="ledger-row-main">
                    <span className="ledger-type">
                      {intl.formatMessage({ id: `wallet.type.${entry.type}` })}
                      {entry.status !== 'completed' && (
                        <StatusBadge tone={entry.status === 'pending' ? 'warning' : 'danger'}>
                          {intl.formatMessage({ id: `wallet.status.${entry.status}` })}
                        </StatusBadge>
                      )}
                    </span>
                    <span className="ledger-detail">
                      <EntryDetail entry={entry} />
                    </span>
                    <span className="ledger-date">{formatDateTime(intl, entry.createdAt)}</span>
                  </div>
                  <span
                    className={`ledger-amount ${entry.amountCents < 0 ? 'is-debit' : 'is-credit'}`}
                    dir="ltr"
                  >
                    {entry.amountCents > 0 && '+'}
                    {formatUsd(intl, entry.amountCents)}
                  </span>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={entries.total ?? rows.length}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryView>
    </Card>
  )
}

/** The invoice behind an entry (a link to it: what was paid or refunded), its card or the staff's reason. */
function EntryDetail({ entry }: { entry: WalletTransaction }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  if (entry.invoiceNumber)
    return (
      <Link to={pathFor('packagePayment', lang, { invoiceNumber: entry.invoiceNumber })}>
        {intl.formatMessage(
          { id: 'wallet.ledger.invoice' },
          { number: <bdi key="number">{entry.invoiceNumber}</bdi> }
        )}
      </Link>
    )
  if (entry.card) return cardLabel(intl, entry.card)
  return entry.reason ?? ''
}
