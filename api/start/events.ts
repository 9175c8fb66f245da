/*
 * Each signed-in browser session is tagged with its user, so that a password change or reset
 * (revokeCredentials) can find and end the user's other sessions. The session guard does not
 * tag by itself: we tag at sign-in and when a remembered device opens a new session.
 */
import emitter from '@adonisjs/core/services/emitter'

emitter.on('session_auth:login_succeeded', ({ ctx, user }) =>
  ctx.session.tag(String((user as { id: number }).id))
)

emitter.on('session_auth:authentication_succeeded', ({ ctx, user, rememberMeToken }) => {
  if (rememberMeToken) return ctx.session.tag(String((user as { id: number }).id))
})
