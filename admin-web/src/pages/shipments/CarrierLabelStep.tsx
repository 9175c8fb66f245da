import { SendOutlined } from '@ant-design/icons'
import { useTranslate } from '@refinedev/core'
import { Button, Card, Flex, Form, Input } from 'antd'
import { FormSelect } from '../packages/fields'
import { OUTBOUND_CARRIERS, type StaffShipment } from './types'
import { useShipmentStep } from './use-step'

/** Paid: the carrier's tracking number is saved, then the box is marked shipped. */
export function CarrierLabelStep({ shipment }: { shipment: StaffShipment }) {
  const translate = useTranslate()
  const { run, pending, confirm } = useShipmentStep(shipment.number)
  return (
    <Card title={translate('shipments.label.title', 'Carrier label')}>
      <Form
        layout="vertical"
        initialValues={{
          carrier: shipment.carrier ?? 'FedEx',
          trackingNumber: shipment.trackingNumber,
        }}
        onFinish={(label) =>
          run('tracking', label, translate('shipments.label.done', 'Tracking number saved'), 'put')
        }
        style={{ maxWidth: 720 }}
      >
        <Flex gap={16} wrap>
          <Form.Item
            name="carrier"
            label={translate('shipments.fields.carrier', 'Carrier')}
            rules={[{ required: true }]}
          >
            <FormSelect
              style={{ width: 160 }}
              options={OUTBOUND_CARRIERS.map((name) => ({ value: name, label: name }))}
            />
          </Form.Item>
          <Form.Item
            name="trackingNumber"
            label={translate('shipments.fields.tracking', 'Carrier tracking')}
            rules={[{ required: true, pattern: /^[A-Za-z0-9-]{6,40}$/ }]}
          >
            <Input dir="ltr" style={{ width: 260 }} autoComplete="off" />
          </Form.Item>
        </Flex>
        <Flex gap={8} wrap>
          <Button htmlType="submit" loading={pending}>
            {translate('shipments.label.submit', 'Save tracking number')}
          </Button>
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={!shipment.trackingNumber}
            onClick={() =>
              confirm(
                'ship',
                translate(
                  'shipments.ship.confirm',
                  { number: shipment.number },
                  'Mark {number} as shipped?'
                ),
                translate('shipments.ship.done', 'Shipment marked as shipped')
              )
            }
          >
            {translate('shipments.ship.button', 'Mark shipped')}
          </Button>
        </Flex>
      </Form>
    </Card>
  )
}
