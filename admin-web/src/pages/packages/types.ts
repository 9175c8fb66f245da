import type { ApiResponse, ApiRow } from '../../shared/registry'

/**
 * A package as `GET /api/admin/packages/:number` gives it to staff: its photos (thumbnail and full
 * image), its customs lines and the records it names; no customer while it is unidentified.
 */
export type StaffPackage = ApiResponse<'admin_packages.show'>
/** A row of `GET /api/admin/packages`: each photo's thumbnail only. */
export type PackageRow = ApiRow<'admin_packages.index'>

export const labelUrl = (number: string) => `/api/admin/packages/${number}/label.pdf`
