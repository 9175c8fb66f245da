import { useTranslate } from '@refinedev/core'
import { Card, Descriptions, Flex, Grid, Table } from 'antd'
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
  const wide = Grid.useBreakpoint().sm !== false
  const figures = [
    {
      key: 'invoiced',
      title: translate('shipments.adjustments.invoiced', 'Invoiced'),
      render: (adjustment: PriceAdjustment) => money(adjustment.invoicedCents),
    },
    {
      key: 'actual',
      title: translate('shipments.adjustments.actual', 'Actual cost'),
      render: (adjustment: PriceAdjustment) => money(adjustment.actualCents),
    },
    {
      key: 'absorbed',
      title: translate('shipments.adjustments.absorbed', 'Absorbed by us'),
      render: (adjustment: PriceAdjustment) => money(adjustment.absorbedCents),
    },
    {
      key: 'credited',
      title: translate('shipments.adjustments.credited', "Credited to the customer's wallet"),
      render: (adjustment: PriceAdjustment) => money(adjustment.creditedCents),
    },
    {
      key: 'recordedAt',
      title: translate('shipments.adjustments.recordedAt', 'Recorded'),
      render: (adjustment: PriceAdjustment) => <When iso={adjustment.recordedAt} withTime />,
    },
  ]
  const causeOf = (adjustment: PriceAdjustment) =>
    translate(`shipments.adjustments.causes.${adjustment.cause}`, adjustment.cause)
  return (
    <Card title={translate('shipments.adjustments.title', 'Price against the invoice')}>
      {/* A phone gets one list per cause: a table that wide would hide what was credited off screen. */}
      {!wide ? (
        <Flex vertical gap={16}>
          {adjustments.map((adjustment) => (
            <Descriptions
              key={adjustment.cause}
              title={causeOf(adjustment)}
              bordered
              size="small"
              column={1}
              items={figures.map((figure) => ({
                key: figure.key,
                label: figure.title,
                children: figure.render(adjustment),
              }))}
            />
          ))}
        </Flex>
      ) : (
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
              render: (_, adjustment) => causeOf(adjustment),
            },
            ...figures.map((figure) => ({
              key: figure.key,
              title: figure.title,
              render: (_: unknown, adjustment: PriceAdjustment) => figure.render(adjustment),
            })),
          ]}
        />
      )}
    </Card>
  )
}
