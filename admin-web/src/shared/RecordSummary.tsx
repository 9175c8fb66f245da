import type { ReactNode } from 'react'
import { useTranslate } from '@refinedev/core'
import { Card, Descriptions, type DescriptionsProps } from 'antd'
import { StatusTag, type StatusTagProps } from './StatusTag'

interface RecordSummaryProps extends Pick<DescriptionsProps, 'bordered' | 'size'> {
  /** The record's state, first. */
  status?: StatusTagProps
  /** Whose record it is, next. */
  customer?: ReactNode
  /** The record's own facts (Descriptions.Item elements). */
  children?: ReactNode
  /** Below the facts, in the same card (a parcel's photos). */
  footer?: ReactNode
}

/** The card that opens a record's page: its facts in two columns (one on a phone). */
export function RecordSummary({ status, customer, children, footer, ...look }: RecordSummaryProps) {
  const translate = useTranslate()
  return (
    <Card>
      <Descriptions column={{ xs: 1, md: 2 }} {...look}>
        {status && (
          <Descriptions.Item label={translate('common.status', 'Status')}>
            <StatusTag {...status} />
          </Descriptions.Item>
        )}
        {customer !== undefined && (
          <Descriptions.Item label={translate('common.customer', 'Customer')}>
            {customer}
          </Descriptions.Item>
        )}
        {children}
      </Descriptions>
      {footer}
    </Card>
  )
}
