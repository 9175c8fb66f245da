import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#models/user'
import { wholeList } from '#services/platform/lists'
import { helpArticles, helpCategories, publishedHelpArticle } from '#services/content/content'
import { contentMessages, helpSearchValidator } from '#validators/content'

/** The help center in the visitor's language (Accept-Language). */
export default class HelpController {
  async categories({ i18n, response }: HttpContext) {
    return wholeList(response, await helpCategories(i18n.locale as Locale))
  }

  async index({ request, response, i18n }: HttpContext) {
    const filter = await request.validateUsing(helpSearchValidator, {
      data: request.qs(),
      messagesProvider: contentMessages(i18n),
    })
    const articles = await helpArticles(i18n.locale as Locale, filter)
    return wholeList(
      response,
      articles.map((article) => article.toSummary())
    )
  }

  async show({ params, i18n }: HttpContext) {
    const article = await publishedHelpArticle(i18n.locale as Locale, params.slug)
    return article.toDetail()
  }
}
