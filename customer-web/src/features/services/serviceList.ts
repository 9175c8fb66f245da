import type { RouteId } from '../../routing/routeTable'

export type ServiceKey =
  'packageForwarding' | 'internationalShipping' | 'storage' | 'consolidation' | 'purchaseAssistance'

export const SERVICE_KEYS: readonly ServiceKey[] = [
  'packageForwarding',
  'internationalShipping',
  'storage',
  'consolidation',
  'purchaseAssistance',
]

/** Name and one-line summary ids of each service, shared by the landing page and the services pages. */
export const SERVICE_MESSAGES: Record<
  ServiceKey,
  { name: string; summary: string; page: RouteId }
> = {
  packageForwarding: {
    name: 'services.packageForwarding.name',
    summary: 'services.packageForwarding.summary',
    page: 'packageForwarding',
  },
  internationalShipping: {
    name: 'services.internationalShipping.name',
    summary: 'services.internationalShipping.summary',
    page: 'internationalShipping',
  },
  storage: { name: 'services.storage.name', summary: 'services.storage.summary', page: 'storage' },
  consolidation: {
    name: 'services.consolidation.name',
    summary: 'services.consolidation.summary',
    page: 'consolidation',
  },
  purchaseAssistance: {
    name: 'services.purchaseAssistance.name',
    summary: 'services.purchaseAssistance.summary',
    page: 'purchaseAssistance',
  },
}
