import type { HttpContext } from '@adonisjs/core/http'
import { accepted } from '#services/platform/answers'
import {
  assertBodySize,
  MAX_EVENT_BYTES,
  MAX_SESSION_BYTES,
  recordEvent,
  recordSession,
} from '#services/analytics/analytics'
import { analyticsEventValidator, analyticsSessionValidator } from '#validators/analytics'

/** The visitor's tracker: accepted (202) once valid, whatever happens while storing. */
export default class AnalyticsController {
  async event({ request, response }: HttpContext) {
    assertBodySize(request.header('content-length'), MAX_EVENT_BYTES)
    await recordEvent(await request.validateUsing(analyticsEventValidator))
    return accepted(response, null)
  }

  async session({ request, response }: HttpContext) {
    assertBodySize(request.header('content-length'), MAX_SESSION_BYTES)
    await recordSession(await request.validateUsing(analyticsSessionValidator))
    return accepted(response, null)
  }
}
