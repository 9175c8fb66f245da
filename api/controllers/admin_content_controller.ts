import type { HttpContext } from '@adonisjs/core/http'
import {
  COMMENT_FILTERS,
  COMMENT_SORTS,
  createBlogPost,
  createHelpArticle,
  editBlogPost,
  editHelpArticle,
  findBlogPost,
  findHelpArticle,
  moderateComment,
  setPublished,
  staffBlogPosts,
  staffComments,
  staffHelpArticles,
  STAFF_ARTICLE_SORTS,
  STAFF_CONTENT_FILTERS,
  STAFF_POST_SORTS,
} from '#services/content'
import {
  contentMessages,
  createBlogPostValidator,
  createHelpArticleValidator,
  editBlogPostValidator,
  editHelpArticleValidator,
} from '#validators/content'
import { listParams } from '#validators/list_query'

/** Staff write help articles and blog posts in each language, publish them, and moderate comments. */
export default class AdminContentController {
  async helpArticles({ request, response }: HttpContext) {
    const params = listParams(request.qs(), STAFF_ARTICLE_SORTS, 'updatedAt', STAFF_CONTENT_FILTERS)
    const { rows, total } = await staffHelpArticles(params)
    response.header('x-total-count', total)
    return rows.map((article) => article.toStaffView())
  }

  async showHelpArticle({ params }: HttpContext) {
    const article = await findHelpArticle(params.id)
    return article.toStaffView()
  }

  async createHelpArticle({ request, response, i18n }: HttpContext) {
    const input = await request.validateUsing(createHelpArticleValidator, {
      messagesProvider: contentMessages(i18n),
    })
    const article = await createHelpArticle(input)
    return response.created(article.toStaffView())
  }

  async editHelpArticle({ params, request, i18n }: HttpContext) {
    const edit = await request.validateUsing(editHelpArticleValidator, {
      messagesProvider: contentMessages(i18n),
    })
    const article = await editHelpArticle(params.id, edit)
    return article.toStaffView()
  }

  async publishHelpArticle({ params }: HttpContext) {
    const article = await setPublished(await findHelpArticle(params.id), true)
    return article.toStaffView()
  }

  async unpublishHelpArticle({ params }: HttpContext) {
    const article = await setPublished(await findHelpArticle(params.id), false)
    return article.toStaffView()
  }

  async blogPosts({ request, response }: HttpContext) {
    const params = listParams(request.qs(), STAFF_POST_SORTS, 'updatedAt', STAFF_CONTENT_FILTERS)
    const { rows, total } = await staffBlogPosts(params)
    response.header('x-total-count', total)
    return rows.map((post) => post.toStaffView())
  }

  async showBlogPost({ params }: HttpContext) {
    const post = await findBlogPost(params.id)
    return post.toStaffView()
  }

  async createBlogPost({ request, response, i18n }: HttpContext) {
    const input = await request.validateUsing(createBlogPostValidator, {
      messagesProvider: contentMessages(i18n),
    })
    const post = await createBlogPost(input)
    return response.created(post.toStaffView())
  }

  async editBlogPost({ params, request, i18n }: HttpContext) {
    const edit = await request.validateUsing(editBlogPostValidator, {
      messagesProvider: contentMessages(i18n),
    })
    const post = await editBlogPost(params.id, edit)
    return post.toStaffView()
  }

  async publishBlogPost({ params }: HttpContext) {
    const post = await setPublished(await findBlogPost(params.id), true)
    return post.toStaffView()
  }

  async unpublishBlogPost({ params }: HttpContext) {
    const post = await setPublished(await findBlogPost(params.id), false)
    return post.toStaffView()
  }

  async comments({ request, response }: HttpContext) {
    const params = listParams(request.qs(), COMMENT_SORTS, 'createdAt', COMMENT_FILTERS)
    const { rows, total } = await staffComments(params)
    response.header('x-total-count', total)
    return rows.map((comment) => comment.toStaffView())
  }

  async approveComment({ params }: HttpContext) {
    const comment = await moderateComment(params.id, 'approved')
    return comment.toStaffView()
  }

  async rejectComment({ params }: HttpContext) {
    const comment = await moderateComment(params.id, 'rejected')
    return comment.toStaffView()
  }
}
