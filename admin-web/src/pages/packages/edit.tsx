import { useForm } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Button, Card, Col, Flex, Form, Input, Row, Skeleton } from 'antd'
import { useNavigate, useParams } from 'react-router'
import { PageFrame } from '../../shared/PageFrame'
import { CarrierSelect, Measurements } from './fields'
import type { StaffPackage } from './types'
import { LTR_FIELD } from '../../shared/format'

type PackageEdit = Pick<
  StaffPackage,
  | 'carrier'
  | 'inboundTracking'
  | 'sender'
  | 'description'
  | 'weightLb'
  | 'lengthIn'
  | 'widthIn'
  | 'heightIn'
>

/** Corrections while the package is in storage: a misread weight, the wrong store. */
export default function PackageEditPage() {
  const translate = useTranslate()
  const navigate = useNavigate()
  const { id = '' } = useParams()
  const { formProps, saveButtonProps, query } = useForm<StaffPackage, HttpError, PackageEdit>({
    resource: 'packages',
    action: 'edit',
    id,
    meta: { method: 'put' },
    redirect: false,
    onMutationSuccess: () => navigate(`/packages/${id}`),
    successNotification: () => ({
      type: 'success',
      message: translate('packages.edit.saved', 'Package saved'),
    }),
  })

  return (
    <PageFrame title={translate('packages.edit.title', { number: id }, 'Edit package {number}')}>
      <Card>
        {query?.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <Form {...formProps} layout="vertical" style={{ maxWidth: 720 }}>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="inboundTracking"
                  label={translate('packages.fields.inboundTracking', 'Inbound tracking number')}
                  rules={[{ required: true, min: 4, max: 64, whitespace: true }]}
                >
                  <Input style={LTR_FIELD} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="carrier"
                  label={translate('packages.fields.carrier', 'Carrier')}
                  rules={[{ required: true }]}
                >
                  <CarrierSelect />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="sender"
              label={translate('packages.fields.sender', 'Sender')}
              rules={[{ required: true, max: 120, whitespace: true }]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="description"
              label={translate('packages.fields.description', 'Description')}
              rules={[{ max: 255 }]}
            >
              <Input />
            </Form.Item>
            <Measurements />
            <Flex gap={8}>
              <Button type="primary" {...saveButtonProps}>
                {translate('packages.edit.save', 'Save')}
              </Button>
              <Button onClick={() => navigate(`/packages/${id}`)}>
                {translate('packages.cancel', 'Cancel')}
              </Button>
            </Flex>
          </Form>
        )}
      </Card>
    </PageFrame>
  )
}
