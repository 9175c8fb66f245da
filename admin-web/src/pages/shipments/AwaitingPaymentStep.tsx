import { useTranslate } from '@refinedev/core'
import { Alert } from 'antd'

/** Invoiced: the customer pays next; the warehouse waits. */
export function AwaitingPaymentStep() {
  const translate = useTranslate()
  return (
    <Alert
      type="info"
      showIcon
      message={translate(
        'shipments.awaitingPayment',
        'Waiting for the customer to pay the invoice. The label comes after payment.'
      )}
    />
  )
}
