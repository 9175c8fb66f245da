import type { HttpContext } from '@adonisjs/core/http'
import { created } from '#services/platform/answers'
import {
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
} from '#services/content/content'
import {
  contentMessages,
  createBlogPostValidator,
  createHelpArticleValidator,
  editBlogPostValidator,
  editHelpArticleValidator,
} from '#validators/content'
import type { CsvColumn, ExportableList } from '#services/platform/csv'
import { respondWithList, fieldColumns } from '#services/platform/csv'
import type HelpArticle from '#models/help_article'
import type BlogPost from '#models/blog_post'
import HelpArticleTransformer from '#transformers/help_article_transformer'
import BlogPostTransformer from '#transformers/blog_post_transformer'
import BlogCommentTransformer from '#transformers/blog_comment_transformer'
import { forStaff } from '#transformers/serializer'

type StaffHelpArticle = ReturnType<HelpArticleTransformer['forStaff']>
const HELP_ARTICLE_COLUMNS: CsvColumn<StaffHelpArticle>[] = [
  ...fieldColumns<StaffHelpArticle>('id', 'locale', 'slug', 'title'),
  { header: 'category', value: (article) => article.category.slug },
  ...fieldColumns<StaffHelpArticle>('position', 'published', 'publishedAt', 'updatedAt'),
]

type StaffBlogPost = ReturnType<BlogPostTransformer['forStaff']>
const BLOG_POST_COLUMNS: CsvColumn<StaffBlogPost>[] = [
  ...fieldColumns<StaffBlogPost>('id', 'locale', 'slug', 'title'),
  { header: 'category', value: (post) => post.category.slug },
  ...fieldColumns<StaffBlogPost>('author', 'published', 'publishedAt', 'updatedAt'),
]

type StaffComment = ReturnType<BlogCommentTransformer['forStaff']>
const COMMENT_COLUMNS: CsvColumn<StaffComment>[] = [
  ...fieldColumns<StaffComment>('id', 'status'),
  { header: 'post', value: (comment) => comment.post.slug },
  { header: 'postLocale', value: (comment) => comment.post.locale },
  ...fieldColumns<StaffComment>('name', 'email', 'message', 'createdAt', 'moderatedAt'),
]

/** One shelf of the back office (help articles or blog posts): its list, and its staff view. */
type Shelf<Entry extends HelpArticle | BlogPost, Row> = ExportableList<Entry, Row> & {
  find: (id: number) => Promise<Entry>
}

const HELP_ARTICLES: Shelf<HelpArticle, StaffHelpArticle> = {
  load: staffHelpArticles,
  find: findHelpArticle,
  present: (rows) => forStaff(HelpArticleTransformer, rows),
  filename: 'help-articles.csv',
  columns: HELP_ARTICLE_COLUMNS,
}

const BLOG_POSTS: Shelf<BlogPost, StaffBlogPost> = {
  load: staffBlogPosts,
  find: findBlogPost,
  present: (rows) => forStaff(BlogPostTransformer, rows),
  filename: 'blog-posts.csv',
  columns: BLOG_POST_COLUMNS,
}

/* What both shelves do alike besides their list: show one, publish and unpublish. */

async function presentOne<Entry extends HelpArticle | BlogPost, Row>(
  shelf: Shelf<Entry, Row>,
  entry: Entry
) {
  const [row] = await shelf.present([entry])
  return row
}

async function publishOnShelf<Entry extends HelpArticle | BlogPost, Row>(
  shelf: Shelf<Entry, Row>,
  id: number,
  published: boolean
) {
  return presentOne(shelf, await setPublished(await shelf.find(id), published))
}

/**
 * Staff write help articles and blog posts in each language, publish them, and moderate comments.
 * Each list answers as JSON, or as a CSV file (`.csv`, `Accept: text/csv`) with the same filters
 * and sort.
 */
export default class AdminContentController {
  async helpArticles(ctx: HttpContext) {
    return respondWithList(ctx, HELP_ARTICLES)
  }

  async showHelpArticle({ params }: HttpContext) {
    return presentOne(HELP_ARTICLES, await findHelpArticle(params.id))
  }

  async createHelpArticle({ request, response, i18n }: HttpContext) {
    const input = await request.validateUsing(createHelpArticleValidator, {
      messagesProvider: contentMessages(i18n),
    })
    return created(response, await presentOne(HELP_ARTICLES, await createHelpArticle(input)))
  }

  async editHelpArticle({ params, request, i18n }: HttpContext) {
    const edit = await request.validateUsing(editHelpArticleValidator, {
      messagesProvider: contentMessages(i18n),
    })
    return presentOne(HELP_ARTICLES, await editHelpArticle(params.id, edit))
  }

  async publishHelpArticle({ params }: HttpContext) {
    return publishOnShelf(HELP_ARTICLES, params.id, true)
  }

  async unpublishHelpArticle({ params }: HttpContext) {
    return publishOnShelf(HELP_ARTICLES, params.id, false)
  }

  async blogPosts(ctx: HttpContext) {
    return respondWithList(ctx, BLOG_POSTS)
  }

  async showBlogPost({ params }: HttpContext) {
    return presentOne(BLOG_POSTS, await findBlogPost(params.id))
  }

  async createBlogPost({ request, response, i18n }: HttpContext) {
    const input = await request.validateUsing(createBlogPostValidator, {
      messagesProvider: contentMessages(i18n),
    })
    return created(response, await presentOne(BLOG_POSTS, await createBlogPost(input)))
  }

  async editBlogPost({ params, request, i18n }: HttpContext) {
    const edit = await request.validateUsing(editBlogPostValidator, {
      messagesProvider: contentMessages(i18n),
    })
    return presentOne(BLOG_POSTS, await editBlogPost(params.id, edit))
  }

  async publishBlogPost({ params }: HttpContext) {
    return publishOnShelf(BLOG_POSTS, params.id, true)
  }

  async unpublishBlogPost({ params }: HttpContext) {
    return publishOnShelf(BLOG_POSTS, params.id, false)
  }

  async comments(ctx: HttpContext) {
    return respondWithList(ctx, {
      load: staffComments,
      present: (rows) => forStaff(BlogCommentTransformer, rows),
      filename: 'comments.csv',
      columns: COMMENT_COLUMNS,
    })
  }

  async approveComment({ params }: HttpContext) {
    return forStaff(BlogCommentTransformer, await moderateComment(params.id, 'approved'))
  }

  async rejectComment({ params }: HttpContext) {
    return forStaff(BlogCommentTransformer, await moderateComment(params.id, 'rejected'))
  }
}
