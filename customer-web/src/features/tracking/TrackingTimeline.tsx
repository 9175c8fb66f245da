import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Milestone, ShipmentTimelineEvent, Stage } from '../../api/shipments'
import { MILESTONES, STAGES } from '../../api/tracking'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { formatDateTime } from '../../ui'
import '../../ui/timeline.css'
import './tracking.css'

/** The five stages from the store's website to the customer's door, the current one marked. */
function StageBar({ stage }: { stage: Stage }) {
  const intl = useIntl()
  const current = STAGES.indexOf(stage)
  return (
    <ol
      className="tracking-stages"
      aria-label={intl.formatMessage({ id: 'tracking.stages.label' })}
    >
      {STAGES.map((value, index) => (
        <li
          key={value}
          className={index < current ? 'done' : index === current ? 'current' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <FormattedMessage id={`tracking.stage.${value}`} />
        </li>
      ))}
    </ol>
  )
}

/** When and where something happened; a place is isolated, as it is written in its own script. */
function When({ at, location }: { at: string | null; location?: string | null }) {
  const intl = useIntl()
  return (
    <span className="milestone-when">
      {at && <time dateTime={at}>{formatDateTime(intl, at)}</time>}
      {at && location && ' · '}
      {location && <bdi className="wraps">{location}</bdi>}
    </span>
  )
}

/* A milestone keeps the name the order timeline gives it; the warehouse's own steps have theirs. */
const eventNameId = (event: ShipmentTimelineEvent['event']) =>
  (MILESTONES as readonly string[]).includes(event)
    ? `tracking.milestone.${event}`
    : `tracking.event.${event}`

/**
 * A forwarded shipment's journey as a carrier tells it: the stage bar, then what really happened,
 * oldest first (each package received, the request, packing, the invoice, payment, the carrier,
 * customs, delivery). `linkPackages` links each package received to its page (the owner's view).
 */
export function ShipmentTimeline({
  stage,
  events,
  linkPackages = false,
}: {
  stage: Stage
  events: ShipmentTimelineEvent[]
  linkPackages?: boolean
}) {
  const intl = useIntl()
  const { lang } = useLanguage()
  return (
    <div className="tracking-timeline">
      <StageBar stage={stage} />
      <ol
        className="timeline tracking-events"
        aria-label={intl.formatMessage({ id: 'tracking.events.label' })}
      >
        {events.map((event, index) => (
          <li key={index} className="reached">
            <span className="milestone-name">
              <span className="event-name">
                <FormattedMessage id={eventNameId(event.event)} />
              </span>
              {event.packageNumber && (
                <>
                  {' '}
                  {linkPackages ? (
                    <Link
                      dir="ltr"
                      to={pathFor('packageDetail', lang, { number: event.packageNumber })}
                    >
                      {event.packageNumber}
                    </Link>
                  ) : (
                    <bdi>{event.packageNumber}</bdi>
                  )}
                </>
              )}
            </span>
            <When at={event.occurredAt} location={event.location} />
          </li>
        ))}
      </ol>
    </div>
  )
}

export interface OrderMilestone {
  milestone: Milestone
  at: string | null
}

/**
 * A purchase-assistance order's way: the stage bar, then the seven milestones in the spec's order,
 * each reached one with its date. A milestone the order went past without its own record is shown
 * done, never "not yet".
 */
export function OrderTimeline({
  stage,
  milestones,
}: {
  stage: Stage
  milestones: OrderMilestone[]
}) {
  const intl = useIntl()
  const reached = new Map(milestones.map((milestone) => [milestone.milestone, milestone]))
  const furthest = Math.max(-1, ...milestones.map((item) => MILESTONES.indexOf(item.milestone)))

  return (
    <div className="tracking-timeline">
      <StageBar stage={stage} />
      <ol
        className="timeline tracking-milestones"
        aria-label={intl.formatMessage({ id: 'tracking.milestones.label' })}
      >
        {MILESTONES.map((milestone, index) => {
          const event = reached.get(milestone)
          const passed = !event && index < furthest
          return (
            <li key={milestone} className={event ? 'reached' : passed ? 'passed' : 'pending'}>
              <span className="milestone-name">
                <FormattedMessage id={`tracking.milestone.${milestone}`} />
              </span>
              {event ? (
                <When at={event.at} />
              ) : (
                <span className="milestone-when">
                  <FormattedMessage
                    id={passed ? 'tracking.milestone.passed' : 'tracking.milestone.pending'}
                  />
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
