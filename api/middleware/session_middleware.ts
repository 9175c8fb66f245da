import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import auth from '@adonisjs/auth/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { EmitterService } from '@adonisjs/core/types'
import { Session } from '@adonisjs/session'
import type { ResolvedSessionConfig, SessionStoreFactory } from '@adonisjs/session/types'
import { rememberVerifiedCookie, rememberingReads } from '#services/accounts/remembered_sessions'
import { quietEmitter } from '#services/platform/quiet_emitter'
// For the types of ctx.session and ctx.auth.
import type {} from '@adonisjs/session/session_middleware'
import type {} from '@adonisjs/auth/initialize_auth_middleware'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'

export const usesBearerToken = (ctx: HttpContext) =>
  /^bearer\s/i.test(ctx.request.header('authorization') ?? '')

/*
 * A session's expiry slides forward when it is written. Writing it (and re-sending its cookie)
 * on every request costs a database write and two signed cookies per call; refreshing it once
 * in a while keeps an active visitor signed in just the same.
 */
const REFRESHED_KEY = 'refreshedAt'
const REFRESH_EVERY_MS = 10 * 60 * 1000
const CSRF_SECRET_KEY = 'csrf-secret'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const HAS_XSRF_COOKIE = /(?:^|;\s*)XSRF-TOKEN=/

/** The session alone: routes that also serve visitors. Signed-in routes open it in `auth`. */
export default class SessionMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    return openSession(ctx, next)
  }
}

/**
 * Who is calling: the authenticator that signs a request in (by its session cookie or its
 * bearer token), and for browsers the cookie session with its CSRF protection. A request
 * carrying a bearer token has no cookie to protect, so it skips both.
 *
 * The session is read once (from memory when read in the last few seconds) and written back
 * only when something in it changed (signing in or out, a new CSRF secret, the periodic refresh
 * of its expiry), so an ordinary signed-in read sends no cookie. The XSRF-TOKEN cookie the apps
 * echo back is issued by shield only when the browser lacks one or the session's secret is new,
 * and every state-changing request is checked by shield.
 *
 * The auth middleware does this first, in the same step of the route's middleware.
 */
export async function openSession(ctx: HttpContext, next: NextFn) {
  ctx.auth = auth.createAuthenticator(ctx)
  if (usesBearerToken(ctx)) return next()

  const { config, store } = settings ?? (await sessionSettings())
  // A session only ever emits.
  const session = new Session(config, store, quietEmitter as EmitterService, ctx)
  ctx.session = session
  await session.initiate(false)

  const now = Date.now()
  if (now - session.get(REFRESHED_KEY, 0) > REFRESH_EVERY_MS) session.put(REFRESHED_KEY, now)

  /*
   * Written back even when what follows failed (a visitor refused by the auth middleware still
   * gets the session and the XSRF cookie it needs to sign in).
   */
  try {
    return needsShield(ctx) ? await shielded(ctx, next) : await next()
  } finally {
    if (session.hasBeenModified || session.hasRegeneratedSession) await session.commit()
  }
}

async function shielded(ctx: HttpContext, next: NextFn) {
  const shield = await app.container.make(ShieldMiddleware)
  return shield.handle(ctx, next)
}

/* Resolved on the first request that needs them; every later one reads them at once. */
let settings: { config: ResolvedSessionConfig; store: SessionStoreFactory } | undefined
let resolvingSettings: Promise<NonNullable<typeof settings>> | undefined
function sessionSettings() {
  resolvingSettings ??= configProvider
    .resolve<ResolvedSessionConfig>(app, app.config.get('session'))
    .then((config) => {
      rememberVerifiedCookie(config!.cookieName)
      settings = { config: config!, store: rememberingReads(config!.stores[config!.store]) }
      return settings
    })
  return resolvingSettings
}

function needsShield({ request, session }: HttpContext) {
  return (
    !SAFE_METHODS.has(request.method()) ||
    !session.has(CSRF_SECRET_KEY) ||
    !HAS_XSRF_COOKIE.test(request.header('cookie') ?? '')
  )
}
