/**
 * The help center and the blog. Every article, post and category is written once per
 * language (a row per language, its slug unique within that language); visitors see the
 * published rows of their language only, staff see and edit all of them.
 */
import { DateTime } from 'luxon'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { DomainError } from '#exceptions/domain_error'
import type { Locale } from '#models/user'
import HelpCategory from '#models/help_category'
import HelpArticle from '#models/help_article'
import BlogCategory from '#models/blog_category'
import BlogPost from '#models/blog_post'
import BlogComment from '#models/blog_comment'
import type { CommentStatus } from '#domain/content'
import { applyListFilters, columnsOf, listPage } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'

/** A filled spam trap (the hidden `website` field): the submission is accepted, then dropped. */
export const isSpam = (input: { website?: unknown }) =>
  input.website !== undefined && input.website !== null && input.website !== ''

/*
 * Search is every word of the query found in the title, summary or body (in any order).
 * LIKE wildcards typed by the visitor are escaped so that "100%" means the text "100%".
 */
const SEARCH_COLUMNS = ['title', 'summary', 'body']
const MAX_SEARCH_WORDS = 8

type Searchable = {
  where(
    callback: (match: { orWhereRaw(sql: string, bindings: string[]): unknown }) => void
  ): unknown
}

function containingEveryWord(query: Searchable, text: string, columns: string[]) {
  const words = text.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS)
  for (const word of words) {
    const pattern = `%${word.replace(/[!%_]/g, '!$&')}%`
    query.where((match) => {
      for (const column of columns) match.orWhereRaw(`?? like ? escape '!'`, [column, pattern])
    })
  }
}

/* ---------------------------------------------------------------- both shelves */

/*
 * The help center and the blog are the same shelf twice: categories written per language, each
 * holding entries that are drafts until published. What follows serves both.
 */

/** The entry, or the 404 that names what was not found. */
function found<Entry>(entry: Entry | null, notFound: string): Entry {
  if (!entry) throw new DomainError(404, notFound)
  return entry
}

/**
 * A language's categories holding at least one published entry, in display order, with their
 * count. `entries` names the relation to the entries: `articles` or `posts`.
 */
async function categoriesWithPublished(
  model: typeof HelpCategory | typeof BlogCategory,
  entries: 'articles' | 'posts',
  locale: Locale
) {
  // Each model names its own relation; the query is the same for both.
  const relation = entries as never
  const published = (rows: { whereNotNull(column: string): unknown }) =>
    rows.whereNotNull('published_at')
  const categories = await model
    .query()
    .where('locale', locale)
    .whereHas(relation, published)
    .withCount(relation, published)
    .orderBy('position')
    .orderBy('id')
  return categories.map((category) => ({
    slug: category.slug,
    name: category.name,
    description: category.description,
    count: Number(category.$extras[`${entries}_count`]),
  }))
}

/* ---------------------------------------------------------------- help center */

/** The categories that have something to read, in their display order, with article counts. */
export async function helpCategories(locale: Locale) {
  const categories = await categoriesWithPublished(HelpCategory, 'articles', locale)
  return categories.map(({ count, ...category }) => ({ ...category, articleCount: count }))
}

/* The help center is small (dozens of articles per language): a search answers in one list. */
const MAX_HELP_RESULTS = 100

/** Published articles of the language, optionally of one category and matching `q`. */
export async function helpArticles(
  locale: Locale,
  filter: { q?: string | null; category?: string | null }
) {
  const query = HelpArticle.query()
    .where('locale', locale)
    .whereNotNull('published_at')
    .preload('category')
    .orderBy('position')
    .orderBy('id')
    .limit(MAX_HELP_RESULTS)
  if (filter.category)
    query.whereHas('category', (category) => category.where('slug', filter.category!))
  if (filter.q) containingEveryWord(query, filter.q, SEARCH_COLUMNS)
  return query
}

export async function publishedHelpArticle(locale: Locale, slug: string) {
  const article = await HelpArticle.query()
    .where({ locale, slug })
    .whereNotNull('published_at')
    .preload('category')
    .first()
  return found(article, 'content.articleNotFound')
}

/* ---------------------------------------------------------------- blog */

export async function blogCategories(locale: Locale) {
  const categories = await categoriesWithPublished(BlogCategory, 'posts', locale)
  return categories.map(({ count, ...category }) => ({ ...category, postCount: count }))
}

export const PUBLIC_POST_LIST: ListDefinition = {
  sorts: columnsOf('publishedAt'),
  defaultSort: 'publishedAt',
  filters: ['category'],
}

/** A page of the language's published posts, newest first, optionally of some categories. */
export function blogPosts(locale: Locale, params: ListParams<string>) {
  const query = BlogPost.query()
    .where('locale', locale)
    .whereNotNull('published_at')
    .preload('category')
  const categories = params.filters.category
  if (categories?.length)
    query.whereHas('category', (category) => category.whereIn('slug', categories))
  return listPage(query, params)
}

/** A published post with the comments moderators approved, oldest first. */
export async function publishedBlogPost(locale: Locale, slug: string) {
  const post = await findPublishedPost(locale, slug)
  await post.load((loader) =>
    loader
      .load('category')
      .load('comments', (comments) =>
        comments.where('status', 'approved').orderBy('created_at').orderBy('id')
      )
  )
  return post
}

async function findPublishedPost(locale: Locale, slug: string) {
  const post = await BlogPost.query().where({ locale, slug }).whereNotNull('published_at').first()
  return found(post, 'content.postNotFound')
}

export type CommentInput = { name: string; email: string; message: string; website?: unknown }

/** Holds a visitor's comment for moderation; nothing is shown until staff approve it. */
export async function submitComment(locale: Locale, slug: string, input: CommentInput, ip: string) {
  const post = await findPublishedPost(locale, slug)
  if (isSpam(input)) return
  await BlogComment.create({
    blogPostId: post.id,
    name: input.name,
    email: input.email,
    message: input.message,
    status: 'pending',
    ip,
  })
}

/* ---------------------------------------------------------------- back office */

/* Both shelves: the last edited first, filtered by language and by published or draft. */
const STAFF_POST_SORTS = columnsOf('id', 'title', 'publishedAt', 'createdAt', 'updatedAt')
export const STAFF_POST_LIST: ListDefinition = {
  sorts: STAFF_POST_SORTS,
  defaultSort: 'updatedAt',
  filterColumns: columnsOf('locale'),
  filters: ['status', 'q'],
}
export const STAFF_ARTICLE_LIST: ListDefinition = {
  ...STAFF_POST_LIST,
  sorts: { ...STAFF_POST_SORTS, ...columnsOf('position') },
}

/** `status=published` or `status=draft` (both, or neither, means all). */
function byPublishState(
  query: { whereNotNull(c: string): unknown; whereNull(c: string): unknown },
  states?: string[]
) {
  const wanted = new Set(states ?? [])
  if (wanted.has('published') && !wanted.has('draft')) query.whereNotNull('published_at')
  if (wanted.has('draft') && !wanted.has('published')) query.whereNull('published_at')
}

/** Every language's entries, drafts too, narrowed by language, publish state and `q`. */
function staffFiltered<Model extends LucidModel>(
  query: ModelQueryBuilderContract<Model>,
  params: ListParams<string>
) {
  applyListFilters(query, params, STAFF_POST_LIST)
  byPublishState(query, params.filters.status)
  if (params.filters.q?.[0]) containingEveryWord(query, params.filters.q[0], ['title', 'slug'])
  return query
}

export const staffHelpArticles = (params: ListParams<string>) =>
  listPage(staffFiltered(HelpArticle.query().preload('category'), params), params)

export const staffBlogPosts = (params: ListParams<string>) =>
  listPage(staffFiltered(BlogPost.query().preload('category'), params), params)

export const findHelpArticle = async (id: number) =>
  found(
    await HelpArticle.query().where('id', id).preload('category').first(),
    'content.articleNotFound'
  )

export const findBlogPost = async (id: number) =>
  found(await BlogPost.query().where('id', id).preload('category').first(), 'content.postNotFound')

/** A slug names one article (or post) per language: a second one would hide the first. */
async function assertSlugFree(
  model: typeof HelpArticle | typeof BlogPost,
  locale: Locale,
  slug: string,
  exceptId?: number
) {
  const query = model.query().where({ locale, slug })
  if (exceptId !== undefined) query.whereNot('id', exceptId)
  if (await query.first()) throw new DomainError(422, 'content.slugTaken', { slug }, 'slug')
}

/** What every new article or post starts with, once its slug is known to be free: a draft. */
async function draftOf(
  model: typeof HelpArticle | typeof BlogPost,
  input: { locale: Locale; slug: string; title: string; body: string }
) {
  await assertSlugFree(model, input.locale, input.slug)
  const { locale, slug, title, body } = input
  return { locale, slug, title, body, publishedAt: null }
}

/** The category must exist in the article's language: categories are written per language too. */
async function categoryId(
  model: typeof HelpCategory | typeof BlogCategory,
  locale: Locale,
  slug: string
) {
  const category = await model.query().where({ locale, slug }).first()
  if (!category) throw new DomainError(422, 'content.unknownCategory', { slug }, 'category')
  return category.id
}

export type HelpArticleInput = {
  locale: Locale
  slug: string
  category: string
  title: string
  summary?: string | null
  body: string
  position?: number
}

/** A new article starts as a draft; publishing is a separate, deliberate step. */
export async function createHelpArticle(input: HelpArticleInput) {
  const article = await HelpArticle.create({
    ...(await draftOf(HelpArticle, input)),
    helpCategoryId: await categoryId(HelpCategory, input.locale, input.category),
    summary: input.summary ?? null,
    position: input.position ?? 0,
  })
  return findHelpArticle(article.id)
}

export async function editHelpArticle(id: number, edit: Partial<Omit<HelpArticleInput, 'locale'>>) {
  const article = await findHelpArticle(id)
  if (edit.slug !== undefined) await assertSlugFree(HelpArticle, article.locale, edit.slug, id)
  const { category, ...fields } = edit
  article.merge(fields)
  if (category !== undefined) {
    article.helpCategoryId = await categoryId(HelpCategory, article.locale, category)
  }
  await article.save()
  return findHelpArticle(id)
}

export type BlogPostInput = {
  locale: Locale
  slug: string
  category: string
  title: string
  excerpt?: string | null
  body: string
  author?: string | null
}

export async function createBlogPost(input: BlogPostInput) {
  const post = await BlogPost.create({
    ...(await draftOf(BlogPost, input)),
    blogCategoryId: await categoryId(BlogCategory, input.locale, input.category),
    excerpt: input.excerpt ?? null,
    authorName: input.author ?? null,
  })
  return findBlogPost(post.id)
}

export async function editBlogPost(id: number, edit: Partial<Omit<BlogPostInput, 'locale'>>) {
  const post = await findBlogPost(id)
  if (edit.slug !== undefined) await assertSlugFree(BlogPost, post.locale, edit.slug, id)
  const { category, author, ...fields } = edit
  post.merge(fields)
  if (author !== undefined) post.authorName = author
  if (category !== undefined) {
    post.blogCategoryId = await categoryId(BlogCategory, post.locale, category)
  }
  await post.save()
  return findBlogPost(id)
}

/**
 * Publishing keeps the first publication date (readers and feeds sort by it);
 * unpublishing takes the entry back to draft.
 */
export async function setPublished<Entry extends HelpArticle | BlogPost>(
  entry: Entry,
  published: boolean
) {
  if (published && !entry.publishedAt) entry.publishedAt = DateTime.utc()
  if (!published) entry.publishedAt = null
  await entry.save()
  // Read back so that dates are those stored (and formatted) like every other answer's.
  await entry.refresh()
  return entry
}

export const COMMENT_LIST: ListDefinition = {
  sorts: columnsOf('id', 'createdAt', 'status'),
  defaultSort: 'createdAt',
  filterColumns: columnsOf('status'),
  filters: ['q'],
}

/** The moderation queue: filter `status=pending` for what waits for a decision. */
export function staffComments(params: ListParams<string>) {
  const query = applyListFilters(BlogComment.query().preload('post'), params, COMMENT_LIST)
  const q = params.filters.q?.[0]
  if (q) containingEveryWord(query, q, ['name', 'email', 'message'])
  return listPage(query, params)
}

export async function moderateComment(id: number, status: Exclude<CommentStatus, 'pending'>) {
  const comment = await BlogComment.query().where('id', id).preload('post').first()
  if (!comment) throw new DomainError(404, 'content.commentNotFound')
  comment.merge({ status, moderatedAt: DateTime.utc() })
  await comment.save()
  return comment.refresh()
}
