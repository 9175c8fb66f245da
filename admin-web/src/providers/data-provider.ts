import dataProviderFactory from '@refinedev/simple-rest'
import { http } from './http'

// Back office resources live under /api/admin in simple-rest's list shape (`_start`, `_end`, `x-total-count`).
export const dataProvider = dataProviderFactory('/api/admin', http)
