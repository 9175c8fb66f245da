/** The ways out of the app to a customer, besides the in-app list. */
export const CHANNELS = ['email', 'sms', 'push'] as const
export type Channel = (typeof CHANNELS)[number]
