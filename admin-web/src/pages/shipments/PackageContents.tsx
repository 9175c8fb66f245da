import { useTranslate } from '@refinedev/core'
import { Card, Descriptions, Flex, Table, Typography } from 'antd'
import { Link } from 'react-router'
import { Amount } from '../../shared/Amount'
import { PhotoGallery } from '../packages/PhotoGallery'
import type { ShipmentPackage } from './types'

/**
 * What goes in the box, package by package: what the customer declared (description, quantity,
 * value) and the photos taken at receiving, so the packer checks the contents against both.
 */
export function PackageContents({ packages }: { packages: ShipmentPackage[] }) {
  const translate = useTranslate()
  const money = (cents: number | null) => <Amount cents={cents} />
  return (
    <Card title={translate('shipments.packages.title', 'Consolidated packages')}>
      <Flex vertical gap={24}>
        {packages.map((pkg) => (
          <section key={pkg.number} aria-labelledby={`contents-${pkg.number}`}>
            <Typography.Title level={5} id={`contents-${pkg.number}`} style={{ marginTop: 0 }}>
              {/* Underlined: in the heading's text, the link's colour alone is too close to it. */}
              <Link to={`/packages/${pkg.number}`} style={{ textDecoration: 'underline' }}>
                {pkg.number}
              </Link>{' '}
              · {pkg.sender}
            </Typography.Title>
            {/* Two columns at most: beside the packing form the card is half the page, and a
                third would leave the weight and the value a few characters' width. */}
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
              items={[
                {
                  key: 'weight',
                  label: translate('packages.fields.weightLb', 'Weight (lb)'),
                  children: (
                    <span dir="ltr">
                      {pkg.weightLb} lb · {pkg.lengthIn} × {pkg.widthIn} × {pkg.heightIn} in
                    </span>
                  ),
                },
                {
                  key: 'value',
                  label: translate('packages.fields.declaredValue', 'Declared value'),
                  children: money(pkg.declaredValueCents),
                },
                ...(pkg.description
                  ? [
                      {
                        key: 'description',
                        label: translate('packages.fields.description', 'Description'),
                        children: pkg.description,
                      },
                    ]
                  : []),
              ]}
            />
            <Table
              size="small"
              rowKey={(_, index) => String(index)}
              dataSource={pkg.lines ?? []}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{
                emptyText: translate(
                  'shipments.contents.undeclared',
                  'The customer has not declared this package’s contents.'
                ),
              }}
              columns={[
                {
                  dataIndex: 'description',
                  title: translate('shipments.contents.description', 'Declared contents'),
                },
                {
                  dataIndex: 'quantity',
                  title: translate('shipments.contents.quantity', 'Quantity'),
                  align: 'end',
                },
                {
                  key: 'value',
                  title: translate('shipments.contents.value', 'Value'),
                  align: 'end',
                  render: (_, line) => money(line.unitValueCents * line.quantity),
                },
              ]}
            />
            {pkg.photos && pkg.photos.length > 0 && (
              <div style={{ marginTop: 12 }}>
                <PhotoGallery number={pkg.number} photos={pkg.photos} />
              </div>
            )}
          </section>
        ))}
      </Flex>
    </Card>
  )
}
