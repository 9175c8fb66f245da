/*
 * Every cookie request reads its browser session. Like the signed-in users themselves, a session
 * read in the last few seconds is answered from this process's memory; writing or ending one
 * forgets it here at once and, through Redis, on the other instances.
 */
import encryption from '@adonisjs/core/services/encryption'
import type { HttpContext } from '@adonisjs/core/http'
import type {
  SessionConfig,
  SessionData,
  SessionStoreFactory,
  SessionStoreWithTaggingContract,
} from '@adonisjs/session/types'
import {
  forgetSessions,
  rememberedRow,
  sessionKey,
  whenRead,
} from '#services/accounts/signed_in_users'

/* A copy: the session changes what it read during the request. */
const copyOfData = (data: SessionData | undefined) => (data ? { ...data } : null)

class RememberedSessions implements SessionStoreWithTaggingContract {
  constructor(private store: SessionStoreWithTaggingContract) {}

  /* At once when remembered, as the rows are; a promise only when the store is read. */
  read(sessionId: string) {
    const data = rememberedRow(
      sessionKey(sessionId),
      async () => (await this.store.read(sessionId)) ?? undefined
    )
    return whenRead(data, copyOfData)
  }

  async write(sessionId: string, data: SessionData) {
    await this.store.write(sessionId, data)
    forgetSessions([sessionId])
  }

  async destroy(sessionId: string) {
    await this.store.destroy(sessionId)
    forgetSessions([sessionId])
  }

  touch(sessionId: string) {
    return this.store.touch(sessionId)
  }

  tag(sessionId: string, userId: string | number) {
    return this.store.tag(sessionId, userId)
  }

  untag(sessionId: string, userId: string | number) {
    return this.store.untag(sessionId, userId)
  }

  tagged(userId: string | number) {
    return this.store.tagged(userId)
  }
}

/**
 * The session stores that live on a server (database, Redis), with their reads remembered. Such
 * a store holds nothing of the request (its client, its table, the session age), so one serves
 * every request rather than one made, and its age parsed, per request. A cookie store keeps the
 * session in the request's own cookie: there is no read to save, and it is the request's.
 */
export function rememberingReads(factory: SessionStoreFactory): SessionStoreFactory {
  let shared: RememberedSessions | undefined
  return (ctx: HttpContext, config: SessionConfig) => {
    if (shared) return shared
    const store = factory(ctx, config)
    if (!('tagged' in store)) return store
    shared = new RememberedSessions(store as SessionStoreWithTaggingContract)
    return shared
  }
}

const VERIFIED_AT_MOST = 50_000

/**
 * A browser sends the same signed session cookie on every request, and checking its signature
 * costs three HMACs. A value found authentic once is remembered (the least recently used
 * forgotten first); a forged or altered one never is, so it is checked, and refused, every time.
 * Signed cookies carry no expiry of their own (the browser keeps them for their max-age).
 */
export function rememberVerifiedCookie(cookieName: string) {
  const verifier = encryption.getMessageVerifier()
  const unsign = verifier.unsign.bind(verifier)
  const verified = new Map<string, unknown>()
  verifier.unsign = <T>(payload: string, purpose?: string): T | null => {
    if (purpose !== cookieName) return unsign<T>(payload, purpose)
    const known = verified.get(payload)
    if (known !== undefined) {
      verified.delete(payload)
      verified.set(payload, known)
      return known as T
    }
    const value = unsign<T>(payload, purpose)
    if (value !== null) {
      verified.set(payload, value)
      if (verified.size > VERIFIED_AT_MOST) verified.delete(verified.keys().next().value!)
    }
    return value
  }
}
