import { CheckOutlined, FileTextOutlined, PrinterOutlined, SendOutlined } from '@ant-design/icons'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Timeline,
} from 'antd'
import { useI18nState } from '../../i18n'
import { Amount } from '../../shared/Amount'
import { formatDate, formatMoney, ltrRun } from '../../shared/format'
import { RecordPage } from '../../shared/RecordPage'
import { RecordSummary } from '../../shared/RecordSummary'
import { FormSelect, Measurements } from '../packages/fields'
import { StatusTag } from '../../shared/StatusTag'
import { SHIPMENT_COLORS } from '../packages/statuses'
import { useAction } from '../packages/use-action'
import { PackageContents } from './PackageContents'
import {
  commercialInvoiceUrl,
  MILESTONES,
  OUTBOUND_CARRIERS,
  shipmentLabelUrl,
  type StaffShipment,
} from './types'

export default function ShipmentShowPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const money = (cents: number | null | undefined) => <Amount cents={cents} />

  return (
    <RecordPage<StaffShipment>
      resource="shipments"
      title={(number) => translate('shipments.show.title', { number }, 'Shipment {number}')}
      extra={(shipment) => <ShipmentHeader shipment={shipment} />}
    >
      {(shipment) => {
        const { address } = shipment
        return (
          <>
            <RecordSummary
              bordered
              size="small"
              customer={
                <>
                  {shipment.customer?.suite} · {shipment.customer?.name}
                </>
              }
            >
              <Descriptions.Item label={translate('shipments.fields.service', 'Service')}>
                {translate(`shipments.service.${shipment.service}`, shipment.service)}
              </Descriptions.Item>
              <Descriptions.Item label={translate('shipments.fields.destination', 'Destination')}>
                {address.recipientName}, {address.street}, {address.city} {address.postalCode},{' '}
                {new Intl.DisplayNames([locale], { type: 'region' }).of(address.country)}
              </Descriptions.Item>
              {shipment.latinAddress && (
                <Descriptions.Item
                  label={translate('shipments.fields.latinAddress', 'Destination for the carrier')}
                >
                  <span dir="ltr">
                    {[
                      shipment.latinAddress.recipientName,
                      shipment.latinAddress.street,
                      shipment.latinAddress.city,
                      shipment.latinAddress.state,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                </Descriptions.Item>
              )}
              <Descriptions.Item label={translate('shipments.fields.estimate', 'Estimate')}>
                {money(shipment.estimatedPriceCents)}
              </Descriptions.Item>
              {shipment.packed && (
                <Descriptions.Item label={translate('shipments.fields.packed', 'Packed box')}>
                  <span dir="ltr">
                    {shipment.packed.weightLb} lb
                    {/* A box recorded by its weight alone (as some demo shipments are) has no sizes to show. */}
                    {shipment.packed.lengthIn !== null &&
                      ` · ${shipment.packed.lengthIn} × ${shipment.packed.widthIn} × ${shipment.packed.heightIn} in`}
                  </span>{' '}
                  (
                  {translate(
                    'shipments.billable',
                    { weight: shipment.packed.billableWeightLb },
                    'billable {weight} lb'
                  )}
                  )
                </Descriptions.Item>
              )}
              {shipment.invoice && (
                <Descriptions.Item label={translate('shipments.fields.invoice', 'Invoice')}>
                  {shipment.invoice.number} · {money(shipment.invoice.totalCents)} ·{' '}
                  {translate(
                    `shipments.invoiceStatus.${shipment.invoice.status}`,
                    shipment.invoice.status
                  )}
                </Descriptions.Item>
              )}
              {shipment.trackingNumber && (
                <Descriptions.Item
                  label={translate('shipments.fields.tracking', 'Carrier tracking')}
                >
                  {shipment.carrier} <span dir="ltr">{shipment.trackingNumber}</span>
                </Descriptions.Item>
              )}
            </RecordSummary>

            {/* While packing, the contents stand beside the form (below it on narrow screens). */}
            <Row gutter={[16, 16]}>
              {!['delivered', 'cancelled'].includes(shipment.status) && (
                <Col xs={24} xl={shipment.status === 'requested' ? 12 : 24}>
                  <NextStep shipment={shipment} />
                </Col>
              )}
              <Col xs={24} xl={shipment.status === 'requested' ? 12 : 24}>
                <PackageContents packages={shipment.packages ?? []} />
              </Col>
            </Row>

            <Card title={translate('shipments.events.title', 'Tracking events')}>
              {shipment.events?.length ? (
                <Timeline
                  items={shipment.events.map((event) => ({
                    children: (
                      <>
                        {translate(`shipments.milestone.${event.milestone}`, event.milestone)}
                        {event.location && ` · ${event.location}`} ·{' '}
                        <time dateTime={event.occurredAt}>
                          {formatDate(event.occurredAt, locale)}
                        </time>
                      </>
                    ),
                  }))}
                />
              ) : (
                translate('shipments.events.empty', 'No tracking events yet.')
              )}
              {['paid', 'shipped', 'delivered'].includes(shipment.status) && (
                <EventForm number={shipment.number} />
              )}
            </Card>
          </>
        )
      }}
    </RecordPage>
  )
}

/** Beside the title: where the shipment stands, and its carrier documents once it is paid. */
function ShipmentHeader({ shipment }: { shipment: StaffShipment }) {
  const translate = useTranslate()
  return (
    <Flex gap={8} align="center" wrap="wrap">
      <StatusTag namespace="shipments.status" status={shipment.status} colors={SHIPMENT_COLORS} />
      {shipment.carrierPapers && (
        <>
          <Button
            icon={<PrinterOutlined />}
            href={shipmentLabelUrl(shipment.number)}
            target="_blank"
          >
            {translate('shipments.printLabel', 'Print carrier label')}
          </Button>
          <Button
            icon={<FileTextOutlined />}
            href={commercialInvoiceUrl(shipment.number)}
            target="_blank"
          >
            {translate('shipments.printInvoice', 'Commercial invoice')}
          </Button>
        </>
      )}
    </Flex>
  )
}

/** What the warehouse does next, by the shipment's status. */
function NextStep({ shipment }: { shipment: StaffShipment }) {
  const translate = useTranslate()
  const { modal } = App.useApp()
  const { locale } = useI18nState()
  const { run, pending } = useAction('shipments', shipment.number)
  const confirm = (step: 'ship' | 'deliver', title: string, done: string) =>
    modal.confirm({
      title,
      content: translate('shipments.confirm.content', 'The customer is notified at once.'),
      okText: translate('shipments.confirm.ok', 'Confirm'),
      cancelText: translate('shipments.cancel', 'Cancel'),
      onOk: () => run(step, {}, done),
    })

  if (shipment.status === 'requested') {
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
        {shipment.packed && (
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
  if (shipment.status === 'invoiced') {
    return (
      <Alert
        type="info"
        showIcon
        message={translate(
          'shipments.awaitingPayment',
          'Waiting for the customer to pay the invoice. The label comes after payment.'
        )}
      />
    )
  }
  if (shipment.status === 'paid') {
    return (
      <Card title={translate('shipments.label.title', 'Carrier label')}>
        <Form
          layout="vertical"
          initialValues={{
            carrier: shipment.carrier ?? 'FedEx',
            trackingNumber: shipment.trackingNumber,
          }}
          onFinish={(label) =>
            run(
              'tracking',
              label,
              translate('shipments.label.done', 'Tracking number saved'),
              'put'
            )
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
  if (shipment.status === 'shipped') {
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
  return null
}

function EventForm({ number }: { number: string }) {
  const translate = useTranslate()
  const [form] = Form.useForm()
  const { run, pending } = useAction('shipments', number)
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={async (event) => {
        if (await run('events', event, translate('shipments.events.done', 'Event added'))) {
          form.resetFields()
        }
      }}
      style={{ marginBlockStart: 16 }}
    >
      <Flex gap={16} wrap align="end">
        <Form.Item
          name="milestone"
          label={translate('shipments.events.milestone', 'Milestone')}
          rules={[{ required: true }]}
        >
          <FormSelect
            style={{ width: 240 }}
            options={MILESTONES.map((milestone) => ({
              value: milestone,
              label: translate(`shipments.milestone.${milestone}`, milestone),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="location"
          label={translate('shipments.events.location', 'Location')}
          rules={[{ max: 120 }]}
        >
          <Input style={{ width: 240 }} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={pending}>
            {translate('shipments.events.submit', 'Add event')}
          </Button>
        </Form.Item>
      </Flex>
    </Form>
  )
}
