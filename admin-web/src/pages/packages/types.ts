import type { PackageStatus } from './statuses'

/** A parcel as the warehouse noted it on arrival: who sent it, what it is, its weight and sides. */
export interface ParcelFacts {
  sender: string
  description: string | null
  weightLb: number
  lengthIn: number
  widthIn: number
  heightIn: number
}

/** A package as `GET /api/admin/packages[/:number]` gives it to staff. */
export interface StaffPackage extends ParcelFacts {
  number: string
  status: PackageStatus
  carrier: string
  inboundTracking: string
  receivedAt: string | null
  updatedAt: string
  declaredValueCents: number | null
  declaredAt: string | null
  hasProhibitedItems: boolean
  freeStorageUntil: string | null
  storageDaysLeft: number
  storageFeeCents: number
  disposalEligible: boolean
  duplicateTracking: boolean
  disposedAt: string | null
  customer?: { id: number; suite: string | null; name: string }
  /** The detail's photos; each list row's photos carry `thumbnailUrl` only. */
  photos?: { thumbnailUrl: string; url: string; contentType: string }[]
  customsLines?: {
    description: string
    quantity: number
    unitValueCents: number
    hsCode: string | null
    originCountry: string
    prohibitedCategory: string | null
  }[]
}

export const labelUrl = (number: string) => `/api/admin/packages/${number}/label.pdf`
