import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'
import logger from '@adonisjs/core/services/logger'

/**
 * Development and demo mail: each message is written as JSON under the given
 * folder and logged, so a reset link can be read without an SMTP server.
 */
export class LogTransport implements MailTransportContract {
  constructor(private folder: string) {}

  async send(message: NodeMailerMessage) {
    const messageId = `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`
    await mkdir(this.folder, { recursive: true })
    await writeFile(join(this.folder, `${messageId}.json`), JSON.stringify(message, null, 2))
    logger.info({ to: message.to, subject: message.subject }, 'mail written to %s', this.folder)

    const to = [message.to].flat().map((address) => String(address))
    return new MailResponse(messageId, { from: String(message.from ?? ''), to }, undefined)
  }
}
