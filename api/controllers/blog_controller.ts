import type { HttpContext } from '@adonisjs/core/http'
import { accepted } from '#services/platform/answers'
import type { Locale } from '#models/user'
import {
  blogCategories,
  blogPosts,
  publishedBlogPost,
  submitComment,
} from '#services/content/content'
import { listParams } from '#validators/list_query'
import { listOfRoute } from '#services/platform/list_routes'
import { sendPage, wholeList } from '#services/platform/lists'
import { commentValidator } from '#validators/content'
import { ALWAYS_REVALIDATED, sendPublicData } from '#services/platform/public_data'
import BlogPostTransformer from '#transformers/blog_post_transformer'
import { serialize } from '#transformers/serializer'

/** The blog in the visitor's language (Accept-Language), and its comment form. */
export default class BlogController {
  async categories({ i18n, response }: HttpContext) {
    const categories = wholeList(response, await blogCategories(i18n.locale as Locale))
    return sendPublicData(response, categories, ALWAYS_REVALIDATED)
  }

  async index({ request, response, i18n, route }: HttpContext) {
    const params = listParams(request.qs(), listOfRoute(route))
    const posts = await sendPage(response, await blogPosts(i18n.locale as Locale, params), (rows) =>
      serialize(BlogPostTransformer.transform(rows))
    )
    return sendPublicData(response, posts, ALWAYS_REVALIDATED)
  }

  async show({ params, i18n }: HttpContext) {
    const post = await publishedBlogPost(i18n.locale as Locale, params.slug)
    return serialize(BlogPostTransformer.transform(post).useVariant('forDetail'))
  }

  async comment({ params, request, response, i18n }: HttpContext) {
    const input = await request.validateUsing(commentValidator)
    await submitComment(i18n.locale as Locale, params.slug, input, request.ip())
    return accepted(response, { message: i18n.t('content.comments.received') })
  }
}
