import { pathFor, type Lang } from '../../routing/routeTable'

/*
 * Purchase requests live on the orders page, in its search parameters, so any link (the dashboard's
 * shortcut, the service page) can open the list or the request form.
 */
export const PURCHASES_VIEW = { view: 'purchases' }
export const NEW_PURCHASE = { view: 'purchases', new: 'purchase' }

export const purchaseRequestFormPath = (lang: Lang) =>
  `${pathFor('orders', lang)}?${new URLSearchParams(NEW_PURCHASE)}`

export const purchaseRequestsPath = (lang: Lang) =>
  `${pathFor('orders', lang)}?${new URLSearchParams(PURCHASES_VIEW)}`
