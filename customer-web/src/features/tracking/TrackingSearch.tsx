import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { errorMessageId, formErrorOf } from '../../api/client'
import { useQuery } from '../../api/query'
import { trackingUrl, type Tracking } from '../../api/tracking'
import { Button, ErrorState, Skeleton, TextField } from '../../ui'
import { TrackingSection } from './TrackingSection'
import { TrackingResult } from './TrackingResult'

/** Any tracking number (a carrier's or our SHP number): where that parcel is, or why there is no answer. */
export function TrackingSearch() {
  const intl = useIntl()
  const [typed, setTyped] = useState('')
  const [searched, setSearched] = useState<string | null>(null)
  const [error, setError] = useState<string>()
  const query = useQuery<Tracking>(searched ? trackingUrl(searched) : null)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const number = typed.trim()
    setError(number ? undefined : intl.formatMessage({ id: 'tracking.search.required' }))
    if (number) setSearched(number)
  }

  return (
    <TrackingSection name="search">
      <form className="tracking-search" role="search" noValidate onSubmit={onSubmit}>
        <TextField
          label={<FormattedMessage id="tracking.search.label" />}
          name="trackingNumber"
          dir="ltr"
          autoComplete="off"
          value={typed}
          error={error}
          onChange={(event) => {
            setTyped(event.target.value)
            setError(undefined)
          }}
        />
        <Button type="submit">
          <FormattedMessage id="tracking.search.submit" />
        </Button>
      </form>
      {searched && query.status === 'loading' && <Skeleton lines={4} />}
      {searched && query.status === 'error' && (
        <ErrorState
          title={<FormattedMessage id="tracking.search.noResult" values={{ number: searched }} />}
          message={
            formErrorOf(query.error) ?? <FormattedMessage id={errorMessageId(query.error)} />
          }
        />
      )}
      {searched && query.status === 'success' && query.data && (
        <TrackingResult
          level={3}
          shipment={{
            shipmentNumber: query.data.shipmentNumber,
            status: query.data.status,
            carrier: query.data.carrier,
            trackingNumber: query.data.trackingNumber,
            country: query.data.destinationCountry,
            stage: query.data.stage,
            events: query.data.timeline,
          }}
        />
      )}
    </TrackingSection>
  )
}
