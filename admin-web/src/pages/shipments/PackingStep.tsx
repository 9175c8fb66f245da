import { useTranslate } from '@refinedev/core'
import { Alert, Button, Card, Form, InputNumber } from 'antd'
import { useI18nState } from '../../i18n'
import { formatMoney, ltrRun } from '../../shared/format'
import { Measurements } from '../packages/fields'
import { useAction } from '../packages/use-action'
import type { StaffShipment } from './types'

/**
 * Not packed yet: the packer records the box (the customer's repack choice first). Only a shipment
 * requested before prices were locked at the request is then invoiced here.
 */
export function PackingStep({ shipment }: { shipment: StaffShipment }) {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const { run, pending } = useAction('shipments', shipment.number)
  return (
    <Card title={translate('shipments.pack.title', 'Packing')}>
      {shipment.repack && (
        <Alert
          type="info"
          showIcon
          style={{ marginBlockEnd: 16 }}
          message={translate(
            'shipments.pack.repack',
            {
              box: translate(`shipments.box.${shipment.repack.box}`, shipment.repack.box),
              // One left-to-right run, or Arabic splits "(18 × 14 × 12 in)" and reorders it.
              size: ltrRun(
                `${shipment.repack.lengthIn} × ${shipment.repack.widthIn} × ${shipment.repack.heightIn} in`,
                locale
              ),
              saved: formatMoney(shipment.repack.savedCents, locale),
            },
            'The customer chose repacking into the {box} ({size}) to save {saved}'
          )}
          description={translate(
            'shipments.pack.repackHint',
            'Use it if the contents fit; otherwise ship the packages as they came.'
          )}
        />
      )}
      <Form
        layout="vertical"
        initialValues={
          shipment.packed ??
          (shipment.repack
            ? {
                lengthIn: shipment.repack.lengthIn,
                widthIn: shipment.repack.widthIn,
                heightIn: shipment.repack.heightIn,
              }
            : undefined)
        }
        onFinish={(box) => run('pack', box, translate('shipments.pack.done', 'Box recorded'))}
        style={{ maxWidth: 720 }}
      >
        <Measurements />
        <Button htmlType="submit" loading={pending}>
          {translate('shipments.pack.submit', 'Save the packed box')}
        </Button>
      </Form>
      {shipment.packed && shipment.status === 'requested' && (
        <Form
          layout="vertical"
          onFinish={({ insurance }: { insurance?: number }) =>
            run(
              'invoice',
              insurance ? { insuranceCents: Math.round(insurance * 100) } : {},
              translate('shipments.invoice.done', 'Invoice sent to the customer')
            )
          }
          style={{ marginBlockStart: 24, maxWidth: 720 }}
        >
          <Form.Item
            name="insurance"
            label={translate('shipments.invoice.insurance', 'Insurance (USD, optional)')}
          >
            <InputNumber min={0} max={10000} step={1} style={{ width: 200 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={pending}>
            {translate('shipments.invoice.submit', 'Invoice the customer')}
          </Button>
        </Form>
      )}
    </Card>
  )
}
