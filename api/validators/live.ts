import vine from '@vinejs/vine'

/*
 * What the live event stream's routes read: the stream's id (the client makes a UUID), and for a
 * subscription the channel's name. Transmit's own handlers take them as given.
 */
const streamId = () => vine.string().maxLength(64)

export const liveStreamValidator = vine.create({ uid: streamId() })

export const liveSubscriptionValidator = vine.create({
  uid: streamId(),
  channel: vine.string().maxLength(200),
})
