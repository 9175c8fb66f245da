import { useTranslate } from '@refinedev/core'
import { App } from 'antd'
import { useAction } from '../packages/use-action'

/**
 * A shipment's warehouse steps (see `useAction`), and `confirm` for the moves the customer is
 * told of at once (shipped, delivered), which staff confirm first.
 */
export function useShipmentStep(number: string) {
  const translate = useTranslate()
  const { modal } = App.useApp()
  const { run, pending } = useAction('shipments', number)
  const confirm = (step: 'ship' | 'deliver', title: string, done: string) =>
    modal.confirm({
      title,
      content: translate('shipments.confirm.content', 'The customer is notified at once.'),
      okText: translate('shipments.confirm.ok', 'Confirm'),
      cancelText: translate('shipments.cancel', 'Cancel'),
      onOk: () => run(step, {}, done),
    })
  return { run, pending, confirm }
}
