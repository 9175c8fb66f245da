import { pathFor, type Lang } from '../../routing/routeTable'

/*
 * The ship request keeps its state in search parameters, so any page can open it: with some packages
 * chosen (`?packages=PKG-1,PKG-2`), with every stored package chosen (`?packages=all`), or on a
 * confirmed shipment (`?shipment=SHP-…`).
 */
export const ALL_STORED = 'all'

export const shipPackagesPath = (
  lang: Lang,
  packageNumbers: readonly string[] | typeof ALL_STORED
) =>
  `${pathFor('internationalShippingRequest', lang)}?${new URLSearchParams({
    packages: packageNumbers === ALL_STORED ? ALL_STORED : packageNumbers.join(','),
  })}`

export const shipmentPath = (lang: Lang, number: string) =>
  `${pathFor('internationalShippingRequest', lang)}?${new URLSearchParams({ shipment: number })}`
