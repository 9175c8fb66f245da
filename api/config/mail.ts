import env from '#start/env'
import { resolve } from 'node:path'
import { defineConfig, transports } from '@adonisjs/mail'
import { LogTransport } from '../mails/log_transport.js'

const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER', 'log'),
  from: {
    address: env.get('MAIL_FROM_ADDRESS', 'support@sigma-forwarding.test'),
    name: env.get('MAIL_FROM_NAME', 'Sigma Forwarding'),
  },
  mailers: {
    // tmp/mail where the server starts (the project's root), not in the build output.
    log: () => new LogTransport(resolve('tmp/mail')),
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', '127.0.0.1'),
      port: env.get('SMTP_PORT', 587),
      auth: env.get('SMTP_USERNAME')
        ? { type: 'login', user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD', '') }
        : undefined,
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
import type { InferMailers } from '@adonisjs/mail/types'
