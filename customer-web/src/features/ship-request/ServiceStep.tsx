import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { ServiceId } from '../../api/quotes'
import type { ShipmentQuote } from '../../api/shipments'
import { Card } from '../../ui'
import { DutiesChoice } from './DutiesChoice'
import { RepackChoice } from './RepackChoice'
import { ServiceChoice } from './ServiceChoice'

/**
 * The service for the quoted box, a repack that saves with it and who pays the duties and taxes; the
 * confirm step sits inside.
 */
export function ServiceStep({
  quote,
  service,
  serviceError,
  repack,
  dutiesUpFront,
  onChooseService,
  onTickRepack,
  onChooseDuties,
  children,
}: {
  quote: ShipmentQuote
  service: ServiceId | ''
  serviceError: string | undefined
  repack: boolean
  dutiesUpFront: boolean
  onChooseService: (service: ServiceId) => void
  onTickRepack: (repack: boolean) => void
  onChooseDuties: (upFront: boolean) => void
  children: ReactNode
}) {
  return (
    <Card title={<FormattedMessage id="shipping.service.title" />}>
      <ServiceChoice
        quote={quote}
        value={service}
        error={serviceError}
        onChange={onChooseService}
      />
      <RepackChoice quote={quote} service={service} checked={repack} onChange={onTickRepack} />
      <DutiesChoice
        quote={quote}
        service={service}
        repack={repack}
        upFront={dutiesUpFront}
        onChange={onChooseDuties}
      />
      {children}
    </Card>
  )
}
