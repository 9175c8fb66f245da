import type { Ref } from 'react'
import { useTranslate } from '@refinedev/core'
import { Col, Form, InputNumber, Row, Select, type RefSelectProps, type SelectProps } from 'antd'
import { INBOUND_CARRIERS } from '#domain/parcels'

type FormSelectProps = SelectProps & { 'ref'?: Ref<RefSelectProps>; 'aria-required'?: boolean }

/**
 * A select inside a required Form.Item. The item hands `aria-required` to its control, and antd's
 * Select copies it onto its wrapping div too, where ARIA forbids it (axe: critical); it is left
 * off, and the field's error message says what is missing.
 */
export function FormSelect({ 'aria-required': _required, ...props }: FormSelectProps) {
  return <Select {...props} />
}

/** The carrier that brought the parcel in (an antd Form.Item control); typing filters the list. */
export function CarrierSelect(props: FormSelectProps) {
  const translate = useTranslate()
  return (
    <FormSelect
      {...props}
      showSearch
      optionFilterProp="label"
      options={INBOUND_CARRIERS.map((name) => ({
        value: name,
        label: name === 'Other' ? translate('packages.carrier.other', 'Other carrier') : name,
      }))}
    />
  )
}

/** Weight in pounds and box sides in inches, as the scale and the tape read them. */
export function Measurements() {
  const translate = useTranslate()
  const fields = [
    ['weightLb', translate('packages.fields.weightLb', 'Weight (lb)')],
    ['lengthIn', translate('packages.fields.lengthIn', 'Length (in)')],
    ['widthIn', translate('packages.fields.widthIn', 'Width (in)')],
    ['heightIn', translate('packages.fields.heightIn', 'Height (in)')],
  ] as const
  /*
   * The inputs line up at the bottom of the row: a label that takes two lines in a narrow column
   * (Arabic "(بوصة)" is wider than "(رطل)") would otherwise push its input below the others. The
   * short message keeps an error to one line, so an input left empty stays in line too.
   */
  const required = translate('packages.fields.required', 'Required')
  return (
    <Row gutter={16} align="bottom">
      {fields.map(([name, label]) => (
        <Col key={name} xs={12} sm={6}>
          <Form.Item name={name} label={label} rules={[{ required: true, message: required }]}>
            <InputNumber min={0.01} max={1500} step={0.1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  )
}
