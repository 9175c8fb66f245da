import emitter from '@adonisjs/core/services/emitter'
import type { EmitterLike } from '@adonisjs/core/types/events'

/*
 * The app's emitter for the events a browser session and a guard fire on every request.
 * Sending an event through the emitter costs more than the work it reports, so one that nobody
 * listens to is not sent at all; a listener added later hears every event from then on.
 */
type Event = any
export const quietEmitter: EmitterLike<Record<string, unknown>> = {
  emit: (event: Event, data: Event) =>
    emitter.hasListeners(event) ? emitter.emit(event, data) : Promise.resolve(),
  emitSerial: (event: Event, data: Event) =>
    emitter.hasListeners(event) ? emitter.emitSerial(event, data) : Promise.resolve(),
  listenerCount: (event?: Event) => emitter.listenerCount(event),
  hasListeners: (event?: Event) => emitter.hasListeners(event),
}
