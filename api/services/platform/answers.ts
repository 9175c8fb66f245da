/**
 * Answers with a status of their own (201, 202, 204, or a 503 that still has a body), typed the
 * way Tuyau's registry reads a controller's answer: the body a client gets (`__response`) and its
 * status (`__status`). The response's own `created()`, `accepted()` and `noContent()` return
 * nothing, so a route answering through them told the customer app's registry and the published
 * contract nothing of its body; through these, both know the body and the status.
 */
import type { HttpContext } from '@adonisjs/core/http'

/** Types only: at run time an answer is its body itself, which the framework then sends. */
export type Answer<Status extends number, Body> = {
  readonly __response: Body
  readonly __status: Status
}

/** `body` with `status`: the status is set now, the body is sent as the route's return value. */
export function answer<Status extends number, Body>(
  response: HttpContext['response'],
  status: Status,
  body: Body
): Answer<Status, Body> {
  response.status(status)
  return body as unknown as Answer<Status, Body>
}

/** 201 and what was created. */
export const created = <Body>(response: HttpContext['response'], body: Body) =>
  answer(response, 201, body)

/** 202: taken in, done later or not at all (a visitor is not told which). */
export const accepted = <Body>(response: HttpContext['response'], body: Body) =>
  answer(response, 202, body)

/** 204, no body at all. */
export function noContent(response: HttpContext['response']): Answer<204, null> {
  response.noContent()
  return undefined as unknown as Answer<204, null>
}
