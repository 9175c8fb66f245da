/**
 * The help center and the blog in English, Spanish and Arabic, published, with a few
 * readers' comments. The texts live in database/content/.
 */
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import type { Locale } from '#models/user'
import HelpCategory from '#models/help_category'
import HelpArticle from '#models/help_article'
import BlogCategory from '#models/blog_category'
import BlogPost from '#models/blog_post'
import BlogComment from '#models/blog_comment'
import { HELP_ARTICLES, HELP_CATEGORIES } from '#database/content/help'
import { BLOG_CATEGORIES, BLOG_COMMENTS, BLOG_POSTS } from '#database/content/blog'

const LOCALES: Locale[] = ['en', 'es', 'ar']

/** Writes every category, article, post and comment, in one transaction. */
export async function seedContent() {
  const now = DateTime.utc()
  await db.transaction(async (client) => {
    for (const locale of LOCALES) {
      const helpCategories = await HelpCategory.createMany(
        HELP_CATEGORIES.map((category) => ({
          locale,
          slug: category.slug,
          position: category.position,
          ...category.text[locale],
        })),
        { client }
      )
      const helpCategoryId = new Map(helpCategories.map((row) => [row.slug, row.id]))
      await HelpArticle.createMany(
        HELP_ARTICLES.map((article) => ({
          locale,
          slug: article.slug,
          helpCategoryId: helpCategoryId.get(article.category)!,
          position: article.position,
          ...article.text[locale],
          publishedAt: now,
        })),
        { client }
      )

      const blogCategories = await BlogCategory.createMany(
        BLOG_CATEGORIES.map((category) => ({
          locale,
          slug: category.slug,
          position: category.position,
          ...category.text[locale],
        })),
        { client }
      )
      const blogCategoryId = new Map(blogCategories.map((row) => [row.slug, row.id]))
      const posts = await BlogPost.createMany(
        BLOG_POSTS.map((post) => ({
          locale,
          slug: post.slug,
          blogCategoryId: blogCategoryId.get(post.category)!,
          authorName: post.author,
          ...post.text[locale],
          publishedAt: now.minus({ days: post.daysAgo }),
        })),
        { client }
      )
      const postId = new Map(posts.map((row) => [row.slug, row.id]))
      await BlogComment.createMany(
        BLOG_COMMENTS.filter((comment) => comment.locale === locale).map((comment) => ({
          blogPostId: postId.get(comment.post)!,
          name: comment.name,
          email: comment.email,
          message: comment.message,
          status: comment.status,
          moderatedAt: comment.status === 'approved' ? now : null,
        })),
        { client }
      )
    }
  })
}

/** Seeds only an empty help center and blog, so that staff's own content is never overwritten. */
export default class ContentSeeder extends BaseSeeder {
  async run() {
    if ((await HelpArticle.query().first()) || (await BlogPost.query().first())) {
      logger.info('help center or blog already has content; content not seeded')
      return
    }
    await seedContent()
  }
}
