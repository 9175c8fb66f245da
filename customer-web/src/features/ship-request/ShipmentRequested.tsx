import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useQuery } from '../../api/query'
import { shipmentUrl, type ShipmentDetail } from '../../api/shipments'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { Card, QueryView, Skeleton, StatusBadge, formatUsd } from '../../ui'
import { RecordLinks } from '../../ui/RecordLink'
import { useBoxValues } from '../repacking/Repacking'

/**
 * A confirmed ship request and its invoice, raised with it at the price quoted: the link pays it, or
 * opens its receipt once paid. Only a request made before prices were locked waits for staff to
 * invoice it. It says who pays the duties and taxes, and what came back to the wallet once the
 * packed box or the carrier's duty bill cost less than invoiced.
 */
export function ShipmentRequested({ number }: { number: string }) {
  const shipment = useQuery<ShipmentDetail>(shipmentUrl(number))
  return (
    <QueryView query={shipment} loading={<Skeleton lines={6} />}>
      {(data) => <ShipmentSummary shipment={data} />}
    </QueryView>
  )
}

function ShipmentSummary({ shipment }: { shipment: ShipmentDetail }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const { address, invoice } = shipment
  const boxValues = useBoxValues()
  return (
    <Card
      title={<FormattedMessage id="shipping.done.title" values={{ number: shipment.number }} />}
    >
      <p>
        <StatusBadge tone={shipment.status === 'cancelled' ? 'danger' : 'info'}>
          <FormattedMessage id={`shipping.shipmentStatus.${shipment.status}`} />
        </StatusBadge>
      </p>
      <dl className="facts">
        <dt>
          <FormattedMessage id="shipping.done.service" />
        </dt>
        <dd>
          <FormattedMessage id={`shipping.service.${shipment.service}`} />
        </dd>
        <dt>
          <FormattedMessage id="shipping.done.address" />
        </dt>
        <dd>
          {[
            address.recipientName,
            address.street,
            address.city,
            address.state,
            address.postalCode,
            address.country,
          ]
            .filter(Boolean)
            .join(', ')}
        </dd>
        <dt>
          <FormattedMessage id="shipping.done.packages" />
        </dt>
        <dd>
          <RecordLinks
            records={(shipment.packages ?? []).map((pkg) => ({ kind: 'package', key: pkg.number }))}
          />
        </dd>
        <dt>
          <FormattedMessage id="shipping.done.estimate" />
        </dt>
        <dd>{formatUsd(intl, shipment.estimatedPriceCents)}</dd>
        <dt>
          <FormattedMessage id="shipping.done.saving" />
        </dt>
        <dd>
          <FormattedMessage
            id="shipping.service.saving"
            values={{
              saved: formatUsd(intl, shipment.savings.savedCents),
              separate: formatUsd(intl, shipment.savings.separateCents),
            }}
          />
        </dd>
        {shipment.repack && (
          <>
            <dt>
              <FormattedMessage id="repack.chosen" />
            </dt>
            <dd>
              <FormattedMessage
                id="repack.choose"
                values={{
                  ...boxValues({ id: shipment.repack.box, ...shipment.repack }),
                  saved: formatUsd(intl, shipment.repack.savedCents),
                }}
              />
            </dd>
          </>
        )}
        <dt>
          <FormattedMessage id="shipping.done.duties" />
        </dt>
        <dd>
          <DutiesPaidBy shipment={shipment} />
        </dd>
      </dl>
      <Credits shipment={shipment} />
      {invoice?.status === 'unpaid' ? (
        <Link
          className="btn btn-primary"
          to={pathFor('packagePayment', lang, { invoiceNumber: invoice.number })}
        >
          <FormattedMessage
            id="shipping.done.pay"
            values={{ invoice: invoice.number, amount: formatUsd(intl, invoice.totalCents) }}
          />
        </Link>
      ) : invoice ? (
        <p>
          <Link to={pathFor('packagePayment', lang, { invoiceNumber: invoice.number })}>
            <FormattedMessage id="shipping.done.receipt" values={{ invoice: invoice.number }} />
          </Link>
        </p>
      ) : (
        <p>
          <FormattedMessage id="shipping.done.next" />{' '}
          <Link to={pathFor('checkout', lang)}>
            <FormattedMessage id="shipping.done.toPay" />
          </Link>
        </p>
      )}
      <p>
        <Link to={pathFor('packages', lang)}>
          <FormattedMessage id="shipping.done.back" />
        </Link>
      </p>
    </Card>
  )
}

/** DDP with what the invoice charged for each, or DAP. */
function DutiesPaidBy({ shipment }: { shipment: ShipmentDetail }) {
  const intl = useIntl()
  const paid = shipment.dutiesUpFront
  if (shipment.incoterm !== 'DDP' || !paid) {
    return <FormattedMessage id="shipping.done.dutiesOnDelivery" />
  }
  return (
    <>
      <FormattedMessage id="shipping.done.dutiesUpFront" />
      <ul className="shipment-duties">
        {(
          [
            ['shipping.ddp.duties', paid.dutiesCents],
            ['shipping.ddp.importTax', paid.taxesCents],
            ['shipping.ddp.fee', paid.feeCents],
          ] as const
        ).map(([id, cents]) => (
          <li key={id}>
            <FormattedMessage
              id="shipping.done.paidLine"
              values={{ name: intl.formatMessage({ id }), amount: formatUsd(intl, cents) }}
            />
          </li>
        ))}
      </ul>
    </>
  )
}

/** Each difference the wallet got back: the packed box or the duty bill cost less than invoiced. */
function Credits({ shipment }: { shipment: ShipmentDetail }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const credits = shipment.priceAdjustments.filter((each) => each.creditedCents > 0)
  if (credits.length === 0) return null
  return (
    <div className="shipment-credits">
      {credits.map((credit) => (
        <p key={`${credit.cause}-${credit.recordedAt}`}>
          <FormattedMessage
            id={`shipping.done.credited.${credit.cause}`}
            values={{ amount: formatUsd(intl, credit.creditedCents) }}
          />{' '}
          <Link to={pathFor('wallet', lang)}>
            <FormattedMessage id="shipping.done.toWallet" />
          </Link>
        </p>
      ))}
    </div>
  )
}
