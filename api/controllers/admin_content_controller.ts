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
} from '#services/content/content'
import {
  contentMessages,
  createBlogPostValidator,
  createHelpArticleValidator,
  editBlogPostValidator,
  editHelpArticleValidator,
} from '#validators/content'
import { listParams } from '#validators/list_query'
import { type CsvColumn, respondWithList } from '#services/platform/csv'
import type HelpArticle from '#models/help_article'
import type BlogPost from '#models/blog_post'
import type BlogComment from '#models/blog_comment'
import HelpArticleTransformer from '#transformers/help_article_transformer'
import BlogPostTransformer from '#transformers/blog_post_transformer'
import BlogCommentTransformer from '#transformers/blog_comment_transformer'
import { serialize } from '#transformers/serializer'

const articleForStaff = (article: HelpArticle) =>
  serialize(HelpArticleTransformer.transform(article).useVariant('forStaff'))
const postForStaff = (post: BlogPost) =>
  serialize(BlogPostTransformer.transform(post).useVariant('forStaff'))
const commentForStaff = (comment: BlogComment) =>
  serialize(BlogCommentTransformer.transform(comment).useVariant('forStaff'))

const HELP_ARTICLE_COLUMNS: CsvColumn<ReturnType<HelpArticleTransformer['forStaff']>>[] = [
  { header: 'id', value: (article) => article.id },
  { header: 'locale', value: (article) => article.locale },
  { header: 'slug', value: (article) => article.slug },
  { header: 'title', value: (article) => article.title },
  { header: 'category', value: (article) => article.category.slug },
  { header: 'position', value: (article) => article.position },
  { header: 'published', value: (article) => article.published },
  { header: 'publishedAt', value: (article) => article.publishedAt },
  { header: 'updatedAt', value: (article) => article.updatedAt },
]

const BLOG_POST_COLUMNS: CsvColumn<ReturnType<BlogPostTransformer['forStaff']>>[] = [
  { header: 'id', value: (post) => post.id },
  { header: 'locale', value: (post) => post.locale },
  { header: 'slug', value: (post) => post.slug },
  { header: 'title', value: (post) => post.title },
  { header: 'category', value: (post) => post.category.slug },
  { header: 'author', value: (post) => post.author },
  { header: 'published', value: (post) => post.published },
  { header: 'publishedAt', value: (post) => post.publishedAt },
  { header: 'updatedAt', value: (post) => post.updatedAt },
]

const COMMENT_COLUMNS: CsvColumn<ReturnType<BlogCommentTransformer['forStaff']>>[] = [
  { header: 'id', value: (comment) => comment.id },
  { header: 'status', value: (comment) => comment.status },
  { header: 'post', value: (comment) => comment.post.slug },
  { header: 'postLocale', value: (comment) => comment.post.locale },
  { header: 'name', value: (comment) => comment.name },
  { header: 'email', value: (comment) => comment.email },
  { header: 'message', value: (comment) => comment.message },
  { header: 'createdAt', value: (comment) => comment.createdAt },
  { header: 'moderatedAt', value: (comment) => comment.moderatedAt },
]

/**
 * Staff write help articles and blog posts in each language, publish them, and moderate comments.
 * Each list answers as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters
 * and sort.
 */
export default class AdminContentController {
  async helpArticles(ctx: HttpContext) {
    const params = listParams(
      ctx.request.qs(),
      STAFF_ARTICLE_SORTS,
      'updatedAt',
      STAFF_CONTENT_FILTERS
    )
    return respondWithList(ctx, params, {
      load: staffHelpArticles,
      present: (rows) => serialize(HelpArticleTransformer.transform(rows).useVariant('forStaff')),
      filename: 'help-articles.csv',
      columns: HELP_ARTICLE_COLUMNS,
    })
  }

  async showHelpArticle({ params }: HttpContext) {
    const article = await findHelpArticle(params.id)
    return articleForStaff(article)
  }

  async createHelpArticle({ request, response, i18n }: HttpContext) {
    const input = await request.validateUsing(createHelpArticleValidator, {
      messagesProvider: contentMessages(i18n),
    })
    const article = await createHelpArticle(input)
    return response.created(await articleForStaff(article))
  }

  async editHelpArticle({ params, request, i18n }: HttpContext) {
    const edit = await request.validateUsing(editHelpArticleValidator, {
      messagesProvider: contentMessages(i18n),
    })
    const article = await editHelpArticle(params.id, edit)
    return articleForStaff(article)
  }

  async publishHelpArticle({ params }: HttpContext) {
    const article = await setPublished(await findHelpArticle(params.id), true)
    return articleForStaff(article)
  }

  async unpublishHelpArticle({ params }: HttpContext) {
    const article = await setPublished(await findHelpArticle(params.id), false)
    return articleForStaff(article)
  }

  async blogPosts(ctx: HttpContext) {
    const params = listParams(
      ctx.request.qs(),
      STAFF_POST_SORTS,
      'updatedAt',
      STAFF_CONTENT_FILTERS
    )
    return respondWithList(ctx, params, {
      load: staffBlogPosts,
      present: (rows) => serialize(BlogPostTransformer.transform(rows).useVariant('forStaff')),
      filename: 'blog-posts.csv',
      columns: BLOG_POST_COLUMNS,
    })
  }

  async showBlogPost({ params }: HttpContext) {
    const post = await findBlogPost(params.id)
    return postForStaff(post)
  }

  async createBlogPost({ request, response, i18n }: HttpContext) {
    const input = await request.validateUsing(createBlogPostValidator, {
      messagesProvider: contentMessages(i18n),
    })
    const post = await createBlogPost(input)
    return response.created(await postForStaff(post))
  }

  async editBlogPost({ params, request, i18n }: HttpContext) {
    const edit = await request.validateUsing(editBlogPostValidator, {
      messagesProvider: contentMessages(i18n),
    })
    const post = await editBlogPost(params.id, edit)
    return postForStaff(post)
  }

  async publishBlogPost({ params }: HttpContext) {
    const post = await setPublished(await findBlogPost(params.id), true)
    return postForStaff(post)
  }

  async unpublishBlogPost({ params }: HttpContext) {
    const post = await setPublished(await findBlogPost(params.id), false)
    return postForStaff(post)
  }

  async comments(ctx: HttpContext) {
    const params = listParams(ctx.request.qs(), COMMENT_SORTS, 'createdAt', COMMENT_FILTERS)
    return respondWithList(ctx, params, {
      load: staffComments,
      present: (rows) => serialize(BlogCommentTransformer.transform(rows).useVariant('forStaff')),
      filename: 'comments.csv',
      columns: COMMENT_COLUMNS,
    })
  }

  async approveComment({ params }: HttpContext) {
    const comment = await moderateComment(params.id, 'approved')
    return commentForStaff(comment)
  }

  async rejectComment({ params }: HttpContext) {
    const comment = await moderateComment(params.id, 'rejected')
    return commentForStaff(comment)
  }
}
