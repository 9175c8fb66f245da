import { useEffect, useRef, useState } from 'react'
import { PrinterOutlined } from '@ant-design/icons'
import { useInvalidate, useTranslate, type HttpError } from '@refinedev/core'
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  Row,
  type InputRef,
  type RefSelectProps,
} from 'antd'
import { useI18nState } from '../../i18n'
import { http } from '../../providers/http'
import { PageFrame } from '../../shared/PageFrame'
import { CarrierSelect, Measurements } from './fields'
import { PhotoPicker } from './PhotoPicker'
import { describeCustomer, findCustomer, SuiteField, type Customer } from './SuiteField'
import { labelUrl, type PackageRow, type StaffPackage } from './types'
import { LTR_FIELD } from '../../shared/format'

interface ReceiveFields {
  inboundTracking: string
  suite: string
  carrier: string
  sender: string
  description?: string
  weightLb: number
  lengthIn: number
  widthIn: number
  heightIn: number
}

/**
 * Receiving at the warehouse door, built for a handheld scanner (it types the code, then Enter):
 * the tracking field's Enter moves on to the suite, the suite suggests customers as it is typed,
 * and after saving the form is empty again with the cursor back in the tracking field.
 */
export default function PackageCreatePage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const invalidate = useInvalidate()
  const [form] = Form.useForm<ReceiveFields>()
  const tracking = useRef<InputRef>(null)
  const suite = useRef<InputRef>(null)
  const carrier = useRef<RefSelectProps>(null)
  const [photos, setPhotos] = useState<File[]>([])
  const [customer, setCustomer] = useState<Customer | null>(null)
  const [seenBefore, setSeenBefore] = useState<string[]>([])
  const [received, setReceived] = useState<StaffPackage | null>(null)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  // Ready for the first parcel, and for the next one after each save (once the emptied form,
  // whose fields a reset mounts anew, is on screen).
  useEffect(() => tracking.current?.focus(), [received])

  // A number seen before is allowed (two orders can share a label by mistake) but worth a look.
  const checkTracking = async () => {
    const value = form.getFieldValue('inboundTracking')?.trim()
    if (!value) return setSeenBefore([])
    const { data } = await http.get<PackageRow[]>('/api/admin/packages', {
      params: { q: value, _start: 0, _end: 10 },
    })
    setSeenBefore(
      data
        .filter((pkg) => pkg.inboundTracking.toLowerCase() === value.toLowerCase())
        .map((pkg) => pkg.number)
    )
  }

  // A warning only: a parcel whose suite is missing or unknown is received as unidentified.
  const checkSuite = async (_: unknown, value?: string) => {
    setCustomer(null)
    if (!value?.trim()) {
      throw new Error(
        translate(
          'packages.receive.noSuite',
          'Without a suite the parcel is received as unidentified, for its owner to claim.'
        )
      )
    }
    const found = await findCustomer(value)
    if (!found) {
      throw new Error(
        translate(
          'packages.receive.unknownSuite',
          { suite: value.trim().toUpperCase() },
          'No customer has suite {suite}: check the label, or receive the parcel as unidentified for its owner to claim.'
        )
      )
    }
    setCustomer(found)
  }

  const receive = async (fields: ReceiveFields) => {
    setSaving(true)
    setFailure(null)
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined && value !== null && value !== '') body.append(name, String(value))
    }
    photos.forEach((photo) => body.append('photos', photo))
    try {
      const { data } = await http.post<StaffPackage>('/api/admin/packages', body)
      setReceived(data)
      form.resetFields()
      setPhotos([])
      setCustomer(null)
      setSeenBefore([])
      await invalidate({ resource: 'packages', invalidates: ['list'] })
    } catch (error) {
      const { message, errors } = error as HttpError
      setFailure(message)
      form.setFields(
        Object.entries(errors ?? {}).map(([name, text]) => ({
          name: name as keyof ReceiveFields,
          errors: [String(text)],
        }))
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <PageFrame title={translate('packages.receive.title', 'Receive a package')}>
      {received && (
        <Alert
          type="success"
          showIcon
          role="status"
          message={
            received.customer
              ? translate(
                  'packages.receive.saved',
                  { number: received.number, suite: received.customer.suite ?? '' },
                  'Package {number} received for suite {suite}.'
                )
              : translate(
                  'packages.receive.savedUnidentified',
                  { number: received.number },
                  'Package {number} received as unidentified: it waits for its owner’s claim.'
                )
          }
          action={
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              href={labelUrl(received.number)}
              target="_blank"
            >
              {translate('packages.receive.printLabel', 'Print label')}
            </Button>
          }
        />
      )}
      <Card>
        <Form<ReceiveFields>
          form={form}
          layout="vertical"
          onFinish={receive}
          initialValues={{ carrier: 'UPS' }}
          requiredMark
          style={{ maxWidth: 720 }}
        >
          <Form.Item
            name="inboundTracking"
            label={translate('packages.fields.inboundTracking', 'Inbound tracking number')}
            rules={[{ required: true, min: 4, max: 64, whitespace: true }]}
          >
            <Input
              ref={tracking}
              autoComplete="off"
              style={LTR_FIELD}
              onBlur={checkTracking}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                // The scanner's Enter ends the code: go on to the suite, never submit.
                event.preventDefault()
                void checkTracking()
                suite.current?.focus()
              }}
            />
          </Form.Item>
          {seenBefore.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message={translate(
                'packages.receive.seenBefore',
                { numbers: seenBefore.join(', ') },
                'This tracking number was already received: {numbers}. Check that it is not the same parcel.'
              )}
            />
          )}
          <Form.Item
            name="suite"
            label={translate('packages.fields.suite', 'Suite')}
            validateTrigger="onBlur"
            validateDebounce={0}
            rules={[{ validator: checkSuite, warningOnly: true }]}
            extra={customer ? describeCustomer(customer, locale) : undefined}
          >
            <SuiteField inputRef={suite} onPick={() => carrier.current?.focus()} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="carrier"
                label={translate('packages.fields.carrier', 'Carrier')}
                rules={[{ required: true }]}
              >
                <CarrierSelect ref={carrier} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="sender"
                label={translate('packages.fields.sender', 'Sender')}
                rules={[{ required: true, max: 120, whitespace: true }]}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="description"
            label={translate('packages.fields.description', 'Description')}
            rules={[{ max: 255 }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Measurements />
          <Form.Item label={translate('packages.fields.photos', 'Photos')}>
            <PhotoPicker value={photos} onChange={setPhotos} />
          </Form.Item>
          {failure && (
            <Alert
              type="error"
              showIcon
              role="alert"
              message={failure}
              style={{ marginBottom: 16 }}
            />
          )}
          <Button type="primary" htmlType="submit" loading={saving}>
            {translate('packages.receive.submit', 'Receive package')}
          </Button>
        </Form>
      </Card>
    </PageFrame>
  )
}
