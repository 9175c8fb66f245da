import { useTranslate } from '@refinedev/core'
import { Card, Table } from 'antd'
import { Amount } from '../../shared/Amount'
import { When } from '../../shared/When'
import type { StaffShipment } from './types'

type PriceAdjustment = NonNullable<StaffShipment['priceAdjustments']>[number]

/**
 * What the shipment finally cost against what its invoice locked at the request: the packed box's
 * shipping, and the carrier's bill for duties paid up front; what we absorbed and what went back
 * to the customer's wallet.
 */
export function PriceAdjustments({ adjustments }: { adjustments: PriceAdjustment[] }) {
  const translate = useTranslate()
  const money = (cents: number) => <Amount cents={cents} />
  return (
    <Card title={translate('shipments.adjustments.title', 'Price against the invoice')}>
      <Table<PriceAdjustment>
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="cause"
        dataSource={adjustments}
        columns={[
          {
            key: 'cause',
            title: translate('shipments.adjustments.cause', 'For'),
            render: (_, { cause }) => translate(`shipments.adjustments.causes.${cause}`, cause),
          },
          {
            key: 'invoiced',
            title: translate('shipments.adjustments.invoiced', 'Invoiced'),
            render: (_, { invoicedCents }) => money(invoicedCents),
          },
          {
            key: 'actual',
            title: translate('shipments.adjustments.actual', 'Actual cost'),
            render: (_, { actualCents }) => money(actualCents),
          },
          {
            key: 'absorbed',
            title: translate('shipments.adjustments.absorbed', 'Absorbed by us'),
            render: (_, { absorbedCents }) => money(absorbedCents),
          },
          {
            key: 'credited',
            title: translate('shipments.adjustments.credited', "Credited to the customer's wallet"),
            render: (_, { creditedCents }) => money(creditedCents),
          },
          {
            key: 'recordedAt',
            title: translate('shipments.adjustments.recordedAt', 'Recorded'),
            render: (_, { recordedAt }) => <When iso={recordedAt} withTime />,
          },
        ]}
      />
    </Card>
  )
}
