import { IdempotencyKeySchema } from '#database/schema'

/** A client's Idempotency-Key and the first response given for it (see api/services/platform/idempotency.ts). */
export default class IdempotencyKey extends IdempotencyKeySchema {}
