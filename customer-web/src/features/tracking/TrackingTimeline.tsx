import { FormattedMessage, useIntl } from 'react-intl'
import type { Milestone, Stage } from '../../api/shipments'
import { MILESTONES, STAGES } from '../../api/tracking'
import { formatDateTime } from '../../ui'
import '../../ui/timeline.css'
import './tracking.css'

export interface TimelineEvent {
  milestone: Milestone
  stage: Stage
  at: string | null
  location?: string | null
}

/**
 * Where a parcel is: the five stages from the store's website to the customer's door, the current one
 * marked, then the seven milestones, each reached one with its date and place.
 */
export function TrackingTimeline({ stage, events }: { stage: Stage; events: TimelineEvent[] }) {
  const intl = useIntl()
  const current = STAGES.indexOf(stage)
  const reached = new Map(events.map((event) => [event.milestone, event]))
  // A milestone with no event of its own is behind the parcel once a later one is reached (a shipment's
  // events start at its payment, yet its order was confirmed long before).
  const furthest = Math.max(-1, ...events.map((event) => MILESTONES.indexOf(event.milestone)))

  return (
    <div className="tracking-timeline">
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
              <span className="milestone-when">
                {event ? (
                  <>
                    {event.at && formatDateTime(intl, event.at)}
                    {event.at && event.location && ' · '}
                    {/* A place is written in its own script; isolated so Arabic pages keep it readable. */}
                    {event.location && <bdi>{event.location}</bdi>}
                  </>
                ) : (
                  <FormattedMessage
                    id={passed ? 'tracking.milestone.passed' : 'tracking.milestone.pending'}
                  />
                )}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
