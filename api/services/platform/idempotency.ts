/*
 * Idempotency-Key: a client that retries a money request (a timeout, a double
 * click) with the same key gets the first request's answer instead of a
 * second charge. The key is claimed before the work starts; the answer is
 * stored in the same transaction as the work, so a stored answer always
 * matches what was committed. A request that fails changes nothing and frees
 * its key, so it can be retried. A claim is a lease its request renews while it
 * works: one left by a process that died is taken over within seconds.
 */
import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#exceptions/domain_error'
import IdempotencyKey from '#models/idempotency_key'
import { moneyTransaction } from '#services/money/ledger'
import { isLockConflict, isUniqueViolation } from '#services/platform/transactions'
import { type Answer, answer as answerWith } from '#services/platform/answers'

/* The status is kept as the work gives it (`200`, `201`), so that the route's answer names it. */
export type MoneyResponse<Body = unknown, Status extends number = number> = {
  status: Status
  body: Body
}

/*
 * How long a duplicate waits for the first request's answer, how often a working request
 * renews its claim, and how long unrenewed before the claim counts as abandoned (a crash).
 */
const WAIT_FOR_FIRST_MS = 20_000
const RENEW_EVERY_MS = 1_000
const ABANDONED_AFTER_SECONDS = 5
const POLL_MS = 25

/**
 * A key is answered for a day, long enough for any client's retries; after that it is
 * forgotten (by the scheduled housekeeping) and the same key starts a new request.
 */
export const KEY_LIFETIME = { hours: 24 }

/**
 * Runs `work` in one money transaction and sends its response, honouring the
 * request's Idempotency-Key. `params` are the request's meaningful, non-secret
 * parameters (never card data): the same key with other parameters is refused.
 */
export async function respondIdempotently<Body, Status extends number, Prepared = undefined>(
  ctx: HttpContext,
  params: Record<string, unknown>,
  work: (
    trx: TransactionClientContract,
    prepared: Prepared
  ) => Promise<MoneyResponse<Body, Status>>,
  prepare?: () => Promise<Prepared>,
  undo?: (prepared: Prepared, error: unknown) => Promise<void>
): Promise<Answer<Status, Body>> {
  const key = ctx.request.header('idempotency-key')
  const userId = ctx.auth.getUserOrFail().id
  const answer =
    key === undefined
      ? await prepareThenWork(prepare, work, undo)
      : await once(userId, key, fingerprintOf(ctx, params), prepare, work, undo).then((result) => {
          if (result.replayed) ctx.response.header('Idempotent-Replayed', 'true')
          return result
        })
  // Returned rather than sent, so the route's answer keeps its type for the typed client.
  return answerWith(ctx.response, answer.status, answer.body)
}

/*
 * `prepare` is what cannot be in the transaction (a card charged under a committed intent): it
 * runs once, after the key is claimed, and the transaction (with its retries) after it. `undo`
 * is told when the transaction failed after it (a charge to refund); the request still answers
 * with the transaction's error.
 */
async function prepareThenWork<Prepared, Result>(
  prepare: (() => Promise<Prepared>) | undefined,
  work: (trx: TransactionClientContract, prepared: Prepared) => Promise<Result>,
  undo?: (prepared: Prepared, error: unknown) => Promise<void>
) {
  const prepared = (await prepare?.()) as Prepared
  try {
    return await moneyTransaction((trx) => work(trx, prepared))
  } catch (error) {
    await undo?.(prepared, error).catch((undoError: unknown) => {
      logger.error({ err: undoError }, 'could not undo the prepared step of a failed request')
    })
    throw error
  }
}

const fingerprintOf = (ctx: HttpContext, params: Record<string, unknown>) =>
  `${ctx.request.method()} ${ctx.request.url()} ${createHash('sha256').update(JSON.stringify(params)).digest('hex')}`

async function once<Body, Status extends number, Prepared>(
  userId: number,
  key: string,
  fingerprint: string,
  prepare: (() => Promise<Prepared>) | undefined,
  work: (
    trx: TransactionClientContract,
    prepared: Prepared
  ) => Promise<MoneyResponse<Body, Status>>,
  undo?: (prepared: Prepared, error: unknown) => Promise<void>
): Promise<MoneyResponse<Body, Status> & { replayed: boolean }> {
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new DomainError(400, 'money.idempotencyKeyInvalid')

  const giveUpAt = Date.now() + WAIT_FOR_FIRST_MS
  let mine: IdempotencyKey
  while (true) {
    const claim = await claimKey(userId, key, fingerprint)
    if (claim && 'claimed' in claim) {
      mine = claim.claimed
      break
    }
    if (claim) {
      if (claim.fingerprint !== fingerprint)
        throw new DomainError(422, 'money.idempotencyKeyReused')
      if (claim.responseStatus !== null) {
        return {
          // The first answer's own status, stored as it was sent.
          status: claim.responseStatus as Status,
          body: JSON.parse(claim.responseBody ?? 'null'),
          replayed: true,
        }
      }
      if (claim.updatedAt < DateTime.utc().minus({ seconds: ABANDONED_AFTER_SECONDS })) {
        await IdempotencyKey.query().where('id', claim.id).whereNull('responseStatus').delete()
        continue
      }
    }
    if (Date.now() > giveUpAt) throw new DomainError(409, 'money.idempotencyKeyInProgress')
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }

  const lease = renewWhileWorking(mine)
  try {
    return await prepareThenWork(
      prepare,
      async (trx, prepared) => {
        const answer = await work(trx, prepared)
        // By id: were the claim taken over (this process stalled past its lease), this finds
        // nothing and the work rolls back rather than being done twice.
        const claim = await IdempotencyKey.query({ client: trx }).where('id', mine.id).firstOrFail()
        await claim
          .merge({ responseStatus: answer.status, responseBody: JSON.stringify(answer.body) })
          .save()
        return { ...answer, replayed: false }
      },
      undo
    )
  } catch (error) {
    await IdempotencyKey.query().where('id', mine.id).whereNull('responseStatus').delete()
    throw error
  } finally {
    clearInterval(lease)
  }
}

/* The lease lasts as long as the request: renewed on a timer that ends with it (or with its process). */
function renewWhileWorking(claim: IdempotencyKey) {
  return setInterval(() => {
    claim.updatedAt = DateTime.utc()
    claim.save().catch(() => {})
  }, RENEW_EVERY_MS).unref()
}

/** `{ claimed }` when this request owns the key now; else the row that holds it (null if it just vanished). */
async function claimKey(userId: number, key: string, fingerprint: string) {
  try {
    return { claimed: await IdempotencyKey.create({ userId, key, fingerprint }) }
  } catch (error) {
    // Concurrent inserts of one key can deadlock on InnoDB's duplicate-key locks: nothing was
    // written, look again.
    if (isLockConflict(error)) return null
    if (!isUniqueViolation(error)) throw error
    return IdempotencyKey.query().where({ userId, key }).first()
  }
}
