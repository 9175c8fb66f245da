import { useIntl } from 'react-intl'
import { paymentFailure } from './card'

/** A refused payment, said once and announced: "Payment Failed" and the gateway's reason, or the API's message. */
export function PaymentFailure({ error }: { error: unknown }) {
  const intl = useIntl()
  const failure = paymentFailure(intl, error)
  if (!failure) return null
  return (
    <div className="payment-failure" role="alert">
      {failure.declined && (
        <p className="payment-failure-title">
          {intl.formatMessage({ id: 'payments.failed.title' })}
        </p>
      )}
      <p>{failure.message}</p>
    </div>
  )
}
