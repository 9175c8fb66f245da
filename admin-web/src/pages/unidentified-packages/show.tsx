import { useTranslate } from '@refinedev/core'
import { Button, Card, Descriptions, Flex, Image, Typography } from 'antd'
import { FilePdfOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatCustomer, formatDateTime, LTR_FIELD } from '../../shared/format'
import { RecordAction } from '../../shared/RecordAction'
import { RecordPage } from '../../shared/RecordPage'
import { RecordSummary } from '../../shared/RecordSummary'
import { StatusTag } from '../../shared/StatusTag'
import { PhotoGallery } from '../packages/PhotoGallery'
import { PACKAGE_COLORS } from '../packages/statuses'
import { CLAIM_COLORS, type ClaimedParcel, type StaffClaim } from './types'

/** The proof as staff judge it: a picture shown, a PDF opened in the browser's viewer. */
function Proof({ claim }: { claim: StaffClaim }) {
  const translate = useTranslate()
  if (claim.proofContentType.startsWith('image/')) {
    return (
      <Image
        src={claim.proofUrl}
        width={240}
        alt={translate('unidentified.proofAlt', { id: claim.id }, 'Proof of claim #{id}')}
      />
    )
  }
  return (
    <Button icon={<FilePdfOutlined />} href={claim.proofUrl} target="_blank" rel="noopener">
      {translate('unidentified.openProof', 'Open the order confirmation (PDF)')}
    </Button>
  )
}

function ClaimCard({
  claim,
  decidable,
  onDone,
}: {
  claim: StaffClaim
  decidable: boolean
  onDone: () => void
}) {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const url = (action: string) => `/api/admin/package-claims/${claim.id}/${action}`
  const customer = claim.customer
  return (
    <Card
      size="small"
      title={translate('unidentified.claim', { id: claim.id }, `Claim #${claim.id}`)}
      extra={
        <StatusTag
          namespace="unidentified.claimStatus"
          status={claim.status}
          colors={CLAIM_COLORS}
        />
      }
    >
      <Flex vertical gap={12}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={translate('unidentified.customer', 'Customer')}>
            {customer ? <Link to={`/users/${customer.id}`}>{formatCustomer(customer)}</Link> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={translate('unidentified.email', 'Email')}>
            <span style={LTR_FIELD}>{customer?.email ?? '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={translate('unidentified.claimedAt', 'Claimed on')}>
            <time dateTime={claim.createdAt}>{formatDateTime(claim.createdAt, locale)}</time>
          </Descriptions.Item>
          {claim.decidedAt && (
            <Descriptions.Item label={translate('unidentified.decidedAt', 'Decided on')}>
              <time dateTime={claim.decidedAt}>{formatDateTime(claim.decidedAt, locale)}</time>
            </Descriptions.Item>
          )}
        </Descriptions>
        <div>
          <Proof claim={claim} />
        </div>
        {decidable && claim.status === 'pending' && (
          <Flex wrap gap={8}>
            <RecordAction
              type="primary"
              label={translate('unidentified.approve', 'Approve')}
              title={translate('unidentified.approveTitle', 'Give this parcel to this customer?')}
              description={translate(
                'unidentified.approveText',
                { name: customer?.name ?? '' },
                'The parcel moves into the suite of {name}, its storage counted from the day it arrived, and the customer is told. Every other pending claim on it is rejected.'
              )}
              url={url('approve')}
              onDone={onDone}
            />
            <RecordAction
              danger
              label={translate('unidentified.reject', 'Reject')}
              title={translate('unidentified.rejectTitle', 'Reject this claim?')}
              description={translate(
                'unidentified.rejectText',
                'The parcel stays unidentified; the customer sees the claim as rejected.'
              )}
              url={url('reject')}
              onDone={onDone}
            />
          </Flex>
        )}
      </Flex>
    </Card>
  )
}

export default function UnidentifiedShowPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()

  return (
    <RecordPage<ClaimedParcel> resource="unidentified-packages" title={(id) => id}>
      {(pkg, reload) => (
        <>
          <RecordSummary
            status={{ namespace: 'packages.status', status: pkg.status, colors: PACKAGE_COLORS }}
            footer={
              pkg.photos &&
              pkg.photos.length > 0 && <PhotoGallery number={pkg.number} photos={pkg.photos} />
            }
          >
            <Descriptions.Item
              label={translate('unidentified.inboundTracking', 'Inbound tracking number')}
            >
              <span style={LTR_FIELD}>{pkg.inboundTracking}</span>
            </Descriptions.Item>
            <Descriptions.Item label={translate('unidentified.sender', 'Sender')}>
              {`${pkg.sender} · ${pkg.carrier}`}
            </Descriptions.Item>
            <Descriptions.Item label={translate('unidentified.receivedAt', 'Received on')}>
              {pkg.receivedAt ? formatDateTime(pkg.receivedAt, locale) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={translate('packages.fields.description', 'Description')}>
              {pkg.description ?? '—'}
            </Descriptions.Item>
            {pkg.customer && (
              <Descriptions.Item label={translate('unidentified.owner', 'Now in the suite of')}>
                <Link to={`/packages/${pkg.number}`}>{formatCustomer(pkg.customer)}</Link>
              </Descriptions.Item>
            )}
          </RecordSummary>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {translate('unidentified.claims', 'Claims')}
          </Typography.Title>
          {pkg.claims.length === 0 ? (
            <Typography.Text type="secondary">
              {translate('unidentified.noClaims', 'No customer has claimed this parcel yet.')}
            </Typography.Text>
          ) : (
            pkg.claims.map((claim) => (
              <ClaimCard
                key={claim.id}
                claim={claim}
                decidable={pkg.status === 'unidentified'}
                onDone={reload}
              />
            ))
          )}
        </>
      )}
    </RecordPage>
  )
}
