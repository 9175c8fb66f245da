import { CheckOutlined } from '@ant-design/icons'
import { useTranslate } from '@refinedev/core'
import { Button } from 'antd'
import type { StaffShipment } from './types'
import { useShipmentStep } from './use-step'

/** Shipped: once the carrier delivers, the shipment is marked delivered. */
export function DeliveryStep({ shipment }: { shipment: StaffShipment }) {
  const translate = useTranslate()
  const { confirm } = useShipmentStep(shipment.number)
  return (
    <Button
      type="primary"
      icon={<CheckOutlined />}
      style={{ alignSelf: 'start' }}
      onClick={() =>
        confirm(
          'deliver',
          translate(
            'shipments.deliver.confirm',
            { number: shipment.number },
            'Mark {number} as delivered?'
          ),
          translate('shipments.deliver.done', 'Shipment marked as delivered')
        )
      }
    >
      {translate('shipments.deliver.button', 'Mark delivered')}
    </Button>
  )
}
