import type { HttpContext } from '@adonisjs/core/http'
import { accepted } from '#services/platform/answers'
import { receiveContactMessage } from '#services/content/contact'
import { contactValidator } from '#validators/contact'
import { contentMessages } from '#validators/content'
import type { Locale } from '#models/user'

export default class ContactController {
  async store({ request, response, i18n }: HttpContext) {
    const input = await request.validateUsing(contactValidator, {
      messagesProvider: contentMessages(i18n, 'contact'),
    })
    await receiveContactMessage(input, { locale: i18n.locale as Locale, ip: request.ip() })
    return accepted(response, { message: i18n.t('content.contact.received') })
  }
}
