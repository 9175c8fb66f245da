import { FileTextOutlined, PrinterOutlined } from '@ant-design/icons'
import { useTranslate } from '@refinedev/core'
import { Button, Card, Col, Descriptions, Flex, Form, Input, Row, Timeline } from 'antd'
import { Link } from 'react-router'
import { PAID_SHIPMENT_STATUSES } from '#domain/parcels'
import { useI18nState } from '../../i18n'
import { Amount } from '../../shared/Amount'
import { formatDate } from '../../shared/format'
import { RecordPage } from '../../shared/RecordPage'
import { RecordSummary } from '../../shared/RecordSummary'
import { FormSelect } from '../packages/fields'
import { StatusTag } from '../../shared/StatusTag'
import { SHIPMENT_COLORS } from '../packages/statuses'
import { useAction } from '../packages/use-action'
import { DutiesBill } from './DutiesBill'
import { PackageContents } from './PackageContents'
import { PackingStep } from './PackingStep'
import { PriceAdjustments } from './PriceAdjustments'
import { stepFor } from './steps'
import { commercialInvoiceUrl, MILESTONES, shipmentLabelUrl, type StaffShipment } from './types'

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
        const Step = stepFor(shipment)
        return (
          <>
            <RecordSummary
              bordered
              size="small"
              customer={
                shipment.customer && (
                  <Link to={`/users/${shipment.customer.id}`}>
                    {shipment.customer.suite} · {shipment.customer.name}
                  </Link>
                )
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
                  {/* Underlined: within the line's text, colour alone would not tell it is a link. */}
                  <Link
                    to={`/invoices/${shipment.invoice.number}`}
                    style={{ textDecoration: 'underline' }}
                  >
                    {shipment.invoice.number}
                  </Link>{' '}
                  · {money(shipment.invoice.totalCents)} ·{' '}
                  {translate(
                    `shipments.invoiceStatus.${shipment.invoice.status}`,
                    shipment.invoice.status
                  )}
                </Descriptions.Item>
              )}
              <Descriptions.Item
                label={translate('shipments.fields.dutiesAndTaxes', 'Duties and taxes')}
              >
                <DutiesPayer shipment={shipment} />
              </Descriptions.Item>
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
              {Step && (
                <Col xs={24} xl={Step === PackingStep ? 12 : 24}>
                  <Step shipment={shipment} />
                </Col>
              )}
              <Col xs={24} xl={Step === PackingStep ? 12 : 24}>
                <PackageContents packages={shipment.packages ?? []} />
              </Col>
            </Row>

            {/* The carrier bills the duties it paid once the box is on its way, so from payment on. */}
            {shipment.incoterm === 'DDP' && PAID_SHIPMENT_STATUSES.includes(shipment.status) && (
              <DutiesBill shipment={shipment} />
            )}
            {shipment.priceAdjustments && shipment.priceAdjustments.length > 0 && (
              <PriceAdjustments adjustments={shipment.priceAdjustments} />
            )}

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
              {/* Tracking events are recorded once the customer has paid. */}
              {PAID_SHIPMENT_STATUSES.includes(shipment.status) && (
                <EventForm number={shipment.number} />
              )}
            </Card>
          </>
        )
      }}
    </RecordPage>
  )
}

/** Who pays the destination's duties and taxes: we, from the invoice (DDP), or the receiver. */
function DutiesPayer({ shipment }: { shipment: StaffShipment }) {
  const translate = useTranslate()
  const { dutiesUpFront } = shipment
  if (shipment.incoterm !== 'DDP' || !dutiesUpFront) {
    return translate('shipments.duties.dap', 'DAP: paid by the receiver')
  }
  return (
    <>
      {translate('shipments.duties.ddp', 'DDP: duties and taxes paid up front')}
      <br />
      {translate('shipments.duties.duties', 'Customs duty')}{' '}
      <Amount cents={dutiesUpFront.dutiesCents} /> ·{' '}
      {translate('shipments.duties.taxes', 'Import tax')}{' '}
      <Amount cents={dutiesUpFront.taxesCents} /> · {translate('shipments.duties.fee', 'Our fee')}{' '}
      <Amount cents={dutiesUpFront.feeCents} />
    </>
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
