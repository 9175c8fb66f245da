import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#models/user'
import { wholeList } from '#services/platform/lists'
import { helpArticles, helpCategories, publishedHelpArticle } from '#services/content/content'
import { contentMessages, helpSearchValidator } from '#validators/content'
import { ALWAYS_REVALIDATED, sendPublicData } from '#services/platform/public_data'
import HelpArticleTransformer from '#transformers/help_article_transformer'
import { serialize } from '#transformers/serializer'

/** The help center in the visitor's language (Accept-Language). */
export default class HelpController {
  async categories({ i18n, response }: HttpContext) {
    const categories = wholeList(response, await helpCategories(i18n.locale as Locale))
    return sendPublicData(response, categories, ALWAYS_REVALIDATED)
  }

  async index({ request, response, i18n }: HttpContext) {
    const filter = await request.validateUsing(helpSearchValidator, {
      data: request.qs(),
      messagesProvider: contentMessages(i18n),
    })
    const articles = await helpArticles(i18n.locale as Locale, filter)
    const summaries = wholeList(
      response,
      await serialize(HelpArticleTransformer.transform(articles))
    )
    return sendPublicData(response, summaries, ALWAYS_REVALIDATED)
  }

  async show({ params, i18n }: HttpContext) {
    const article = await publishedHelpArticle(i18n.locale as Locale, params.slug)
    return serialize(HelpArticleTransformer.transform(article).useVariant('forDetail'))
  }
}
