import { useState } from 'react'
import { useInvalidate, useNotification, useTranslate, type HttpError } from '@refinedev/core'
import { App, Button, Card, Descriptions, Flex, Form, Input } from 'antd'
import { http } from '../../providers/http'
import { Amount } from '../../shared/Amount'
import { centsOf, LTR_FIELD } from '../../shared/format'
import { When } from '../../shared/When'
import type { StaffShipment } from './types'

type DutiesUpFront = NonNullable<StaffShipment['dutiesUpFront']>
type PriceAdjustment = NonNullable<StaffShipment['priceAdjustments']>[number]

/**
 * A DDP shipment once paid: staff record what the carrier billed for its duties and taxes, once
 * (the API settles it against the invoice and may credit the customer's wallet); then the card
 * shows how it was settled instead of the form.
 */
export function DutiesBill({ shipment }: { shipment: StaffShipment }) {
  const translate = useTranslate()
  const settled = shipment.priceAdjustments?.find((adjustment) => adjustment.cause === 'duties')
  return (
    <Card
      title={translate('shipments.dutiesBill.title', "Carrier's bill for duties and taxes")}
      // The whole title on a phone: cut short, the Arabic one loses what the bill is for.
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      {settled ? (
        <DutiesBillRecorded settled={settled} />
      ) : (
        shipment.dutiesUpFront && (
          <DutiesBillForm number={shipment.number} prepaid={shipment.dutiesUpFront} />
        )
      )}
    </Card>
  )
}

function DutiesBillRecorded({ settled }: { settled: PriceAdjustment }) {
  const translate = useTranslate()
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'prepaid',
          label: translate('shipments.dutiesBill.prepaid', 'Paid up front by the customer'),
          children: <Amount cents={settled.invoicedCents} />,
        },
        {
          key: 'billed',
          label: translate('shipments.dutiesBill.billed', 'Billed by the carrier'),
          children: <Amount cents={settled.actualCents} strong />,
        },
        {
          key: 'credited',
          label: translate('shipments.adjustments.credited', "Credited to the customer's wallet"),
          children: <Amount cents={settled.creditedCents} data-testid="duties-credited" />,
        },
        {
          key: 'absorbed',
          label: translate('shipments.adjustments.absorbed', 'Absorbed by us'),
          children: <Amount cents={settled.absorbedCents} />,
        },
        {
          key: 'recorded',
          label: translate('shipments.adjustments.recordedAt', 'Recorded'),
          children: <When iso={settled.recordedAt} withTime />,
        },
      ]}
    />
  )
}

function DutiesBillForm({ number, prepaid }: { number: string; prepaid: DutiesUpFront }) {
  const translate = useTranslate()
  const invalidate = useInvalidate()
  const { open: notify } = useNotification()
  const { modal } = App.useApp()
  const [form] = Form.useForm<{ billed: string }>()
  const [sending, setSending] = useState(false)

  const send = async (billedCents: number) => {
    setSending(true)
    try {
      await http.post(`/api/admin/shipments/${number}/duties-bill`, { billedCents })
      notify?.({
        type: 'success',
        message: translate('shipments.dutiesBill.done', 'Duty bill recorded'),
      })
    } catch (failure) {
      const { message, errors } = failure as HttpError
      const onField = errors?.billedCents
      if (typeof onField === 'string') form.setFields([{ name: 'billed', errors: [onField] }])
      // A notice rather than a line in the form: a bill recorded meanwhile (by someone else)
      // replaces the form with its settlement, and the server's words must stay in view.
      else notify?.({ type: 'error', message })
    } finally {
      setSending(false)
      // Recorded or refused, the page shows the shipment as the server now has it.
      await invalidate({ resource: 'shipments', id: number, invalidates: ['detail', 'list'] })
    }
  }

  // It can credit the customer's wallet and is recorded once: staff confirm the figure first.
  const confirm = ({ billed }: { billed: string }) => {
    const billedCents = centsOf(billed)!
    modal.confirm({
      title: translate(
        'shipments.dutiesBill.confirm',
        { number },
        "Record the carrier's duty bill for {number}?"
      ),
      content: (
        <>
          <Amount cents={billedCents} strong />
          <p style={{ marginBlockStart: 8 }}>
            {translate(
              'shipments.dutiesBill.confirmContent',
              'If it is less than the customer paid up front, the difference goes to their wallet at once. It is recorded only once.'
            )}
          </p>
        </>
      ),
      okText: translate('shipments.dutiesBill.submit', 'Record the bill'),
      cancelText: translate('shipments.cancel', 'Cancel'),
      onOk: () => send(billedCents),
    })
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={confirm}>
      <Flex gap={16} wrap align="start">
        <Form.Item
          name="billed"
          label={translate('shipments.dutiesBill.amount', 'Billed by the carrier (USD)')}
          rules={[
            {
              validator: (_, value?: string) =>
                value && centsOf(value) !== null
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(
                        translate(
                          'shipments.dutiesBill.amountInvalid',
                          'Enter the amount in dollars and cents, such as 27.40'
                        )
                      )
                    ),
            },
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" style={{ ...LTR_FIELD, width: 200 }} />
        </Form.Item>
        {/* What the invoice charged for them, to compare with the bill (our fee is not in it). */}
        <Form.Item
          label={translate('shipments.dutiesBill.prepaid', 'Paid up front by the customer')}
        >
          <span style={{ display: 'inline-block', paddingBlock: 4 }}>
            {translate('shipments.duties.duties', 'Customs duty')}{' '}
            <Amount cents={prepaid.dutiesCents} /> ·{' '}
            {translate('shipments.duties.taxes', 'Import tax')}{' '}
            <Amount cents={prepaid.taxesCents} />
          </span>
        </Form.Item>
      </Flex>
      <Form.Item style={{ marginBlockEnd: 0 }}>
        <Button type="primary" htmlType="submit" loading={sending}>
          {translate('shipments.dutiesBill.submit', 'Record the bill')}
        </Button>
      </Form.Item>
    </Form>
  )
}
