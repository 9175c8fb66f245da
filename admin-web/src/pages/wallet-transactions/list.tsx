import { useTranslate } from '@refinedev/core'
import * as column from '../../shared/columns'
import { When } from '../../shared/When'
import { FROM_TABLET } from '../../shared/list'
import { ListPage, useListTable } from '../../shared/ListPage'
import { StatusTag } from '../../shared/StatusTag'
import { TRANSACTION_LOOK, TRANSACTION_TYPES, type LedgerRecord } from './types'

export default function WalletTransactionListPage() {
  const translate = useTranslate()
  const table = useListTable<LedgerRecord>('wallet-transactions', {
    field: 'createdAt',
    order: 'desc',
  })

  return (
    <ListPage<LedgerRecord>
      table={table}
      columns={[
        column.record('createdAt', translate('users.when', 'Date'), {
          ...column.SORTED,
          text: (entry) => <When iso={entry.createdAt} withTime />,
        }),
        column.link(
          ['customer', 'name'],
          translate('money.customer', 'Customer'),
          (entry) => `/users/${entry.customer.id}`,
          {
            ...column.SECONDARY,
            text: ({ customer }) =>
              customer.suite ? `${customer.name} · ${customer.suite}` : customer.name,
          }
        ),
        {
          dataIndex: 'type',
          title: translate('money.type', 'Type'),
          responsive: FROM_TABLET,
          render: (type: string) => <StatusTag namespace="money.transactionType" status={type} />,
          filter: {
            choices: TRANSACTION_TYPES,
            choiceLabel: (type) => translate(`money.transactionType.${type}`, type),
            placeholder: translate('money.allTypes', 'All types'),
            width: 180,
          },
        },
        column.status(translate, TRANSACTION_LOOK, {
          width: 180,
        }),
        column.money('amountCents', translate('money.amountColumn', 'Amount'), column.SORTED),
        column.money(
          'balanceAfterCents',
          translate('money.balanceAfter', 'Balance after'),
          column.SECONDARY
        ),
      ]}
    />
  )
}
