import { useState } from 'react'
import {
  DeleteOutlined,
  EditOutlined,
  PrinterOutlined,
  UploadOutlined,
  WarningOutlined,
} from '@ant-design/icons'
import { useTranslate } from '@refinedev/core'
import { App, Button, Card, Descriptions, Flex, Table, Tag, Timeline, Typography } from 'antd'
import { Link, useNavigate } from 'react-router'
import { useI18nState } from '../../i18n'
import { Amount } from '../../shared/Amount'
import { formatDate } from '../../shared/format'
import { RecordPage } from '../../shared/RecordPage'
import { RecordSummary } from '../../shared/RecordSummary'
import { PhotoGallery } from './PhotoGallery'
import { PhotoPicker } from './PhotoPicker'
import { StatusTag } from '../../shared/StatusTag'
import { PACKAGE_COLORS } from './statuses'
import { StorageClock } from './StorageClock'
import { labelUrl, type StaffPackage } from './types'
import { useAction } from './use-action'

export default function PackageShowPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()

  return (
    <RecordPage<StaffPackage>
      resource="packages"
      title={(number) => translate('packages.show.title', { number }, 'Package {number}')}
      extra={(pkg) => <PackageActions pkg={pkg} />}
    >
      {(pkg) => {
        const dimensions = `${pkg.lengthIn} × ${pkg.widthIn} × ${pkg.heightIn} in`
        return (
          <>
            <RecordSummary bordered size="small">
              <Descriptions.Item label={translate('packages.fields.status', 'Status')}>
                <StatusTag
                  namespace="packages.status"
                  status={pkg.status}
                  colors={PACKAGE_COLORS}
                />
                {pkg.duplicateTracking && (
                  // A grey tag with a warning sign: antd's orange tag text is too faint to read.
                  <Tag icon={<WarningOutlined />} style={{ marginInlineStart: 8 }}>
                    {translate('packages.duplicateTracking', 'Tracking seen before')}
                  </Tag>
                )}
              </Descriptions.Item>
              <Descriptions.Item label={translate('packages.fields.suite', 'Suite')}>
                {pkg.customer ? (
                  `${pkg.customer.suite ?? ''} · ${pkg.customer.name}`
                ) : (
                  <Link to={`/unidentified-packages/${pkg.number}`}>
                    {translate('packages.noCustomer', 'None yet: see the claims on this parcel')}
                  </Link>
                )}
              </Descriptions.Item>
              <Descriptions.Item label={translate('packages.fields.carrier', 'Carrier')}>
                {pkg.carrier}
              </Descriptions.Item>
              <Descriptions.Item
                label={translate('packages.fields.inboundTracking', 'Inbound tracking number')}
              >
                <span dir="ltr">{pkg.inboundTracking}</span>
              </Descriptions.Item>
              <Descriptions.Item label={translate('packages.fields.sender', 'Sender')}>
                {pkg.sender}
              </Descriptions.Item>
              <Descriptions.Item label={translate('packages.fields.description', 'Description')}>
                {pkg.description}
              </Descriptions.Item>
              <Descriptions.Item label={translate('packages.fields.weightLb', 'Weight (lb)')}>
                {pkg.weightLb}
              </Descriptions.Item>
              <Descriptions.Item label={translate('packages.fields.dimensions', 'Dimensions')}>
                <span dir="ltr">{dimensions}</span>
              </Descriptions.Item>
              <Descriptions.Item label={translate('packages.fields.storage', 'Storage')}>
                <StorageClock pkg={pkg} />
              </Descriptions.Item>
              <Descriptions.Item
                label={translate('packages.fields.declaredValue', 'Declared value')}
              >
                {pkg.declaredValueCents === null ? (
                  translate('packages.notDeclared', 'Not declared yet')
                ) : (
                  <Amount cents={pkg.declaredValueCents} />
                )}
              </Descriptions.Item>
            </RecordSummary>

            <Card title={translate('packages.photos.title', 'Photos')}>
              <Photos pkg={pkg} />
            </Card>

            <Card title={translate('packages.declaration.title', 'Customs declaration')}>
              <Table
                rowKey={(_, index) => String(index)}
                dataSource={pkg.customsLines ?? []}
                pagination={false}
                scroll={{ x: 'max-content' }}
                locale={{
                  emptyText: (
                    <Typography.Text>
                      {translate(
                        'packages.declaration.empty',
                        'The customer has not declared the contents yet.'
                      )}
                    </Typography.Text>
                  ),
                }}
                columns={[
                  {
                    dataIndex: 'description',
                    title: translate('packages.declaration.description', 'Item'),
                  },
                  {
                    dataIndex: 'quantity',
                    title: translate('packages.declaration.quantity', 'Quantity'),
                  },
                  {
                    dataIndex: 'unitValueCents',
                    title: translate('packages.declaration.unitValue', 'Unit value'),
                    render: (cents: number) => <Amount cents={cents} />,
                  },
                  {
                    dataIndex: 'hsCode',
                    title: translate('packages.declaration.hsCode', 'HS code'),
                  },
                  {
                    dataIndex: 'originCountry',
                    title: translate('packages.declaration.origin', 'Origin'),
                  },
                ]}
              />
            </Card>

            <Card title={translate('packages.history.title', 'History')}>
              <Timeline
                items={[
                  [
                    pkg.receivedAt,
                    translate('packages.history.received', 'Received at the warehouse'),
                  ],
                  [
                    pkg.declaredAt,
                    translate('packages.history.declared', 'Declared by the customer'),
                  ],
                  [pkg.disposedAt, translate('packages.history.disposed', 'Disposed of')],
                ]
                  .filter((entry): entry is [string, string] => Boolean(entry[0]))
                  .map(([at, what]) => ({
                    children: (
                      <>
                        {what} · <time dateTime={at}>{formatDate(at, locale)}</time>
                      </>
                    ),
                  }))}
              />
            </Card>
          </>
        )
      }}
    </RecordPage>
  )
}

function PackageActions({ pkg }: { pkg: StaffPackage }) {
  const translate = useTranslate()
  const { modal } = App.useApp()
  const navigate = useNavigate()
  const { run, pending } = useAction('packages', pkg.number)
  const dispose = () =>
    modal.confirm({
      title: translate('packages.dispose.title', { number: pkg.number }, 'Dispose of {number}?'),
      content: translate(
        'packages.dispose.content',
        'The customer is told, and this cannot be undone.'
      ),
      okText: translate('packages.dispose.confirm', 'Dispose'),
      okButtonProps: { danger: true },
      cancelText: translate('packages.cancel', 'Cancel'),
      onOk: () => run('dispose', {}, translate('packages.dispose.done', 'Package disposed of')),
    })

  return (
    <Flex gap={8} wrap>
      <Button icon={<PrinterOutlined />} href={labelUrl(pkg.number)} target="_blank">
        {translate('packages.receive.printLabel', 'Print label')}
      </Button>
      {pkg.status === 'received' && (
        <Button icon={<EditOutlined />} onClick={() => navigate(`/packages/${pkg.number}/edit`)}>
          {translate('packages.edit.button', 'Edit')}
        </Button>
      )}
      {pkg.status === 'received' && pkg.disposalEligible && (
        <Button danger icon={<DeleteOutlined />} onClick={dispose} loading={pending}>
          {translate('packages.dispose.button', 'Dispose after storage')}
        </Button>
      )}
    </Flex>
  )
}

function Photos({ pkg }: { pkg: StaffPackage }) {
  const translate = useTranslate()
  const [adding, setAdding] = useState<File[]>([])
  const { run, pending } = useAction('packages', pkg.number)
  const upload = async () => {
    const body = new FormData()
    adding.forEach((photo) => body.append('photos', photo))
    if (await run('photos', body, translate('packages.photos.added', 'Photos added'))) setAdding([])
  }

  return (
    <Flex vertical gap={16}>
      {pkg.photos?.length ? (
        <PhotoGallery number={pkg.number} photos={pkg.photos} />
      ) : (
        <Typography.Text>
          {translate('packages.photos.empty', 'No photos yet. Add some below.')}
        </Typography.Text>
      )}
      <PhotoPicker value={adding} onChange={setAdding} />
      {adding.length > 0 && (
        <Button
          type="primary"
          icon={<UploadOutlined />}
          onClick={upload}
          loading={pending}
          style={{ alignSelf: 'start' }}
        >
          {translate('packages.photos.upload', 'Add these photos')}
        </Button>
      )}
    </Flex>
  )
}
