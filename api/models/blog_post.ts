import { BlogPostSchema } from '#database/schema'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { Locale } from '#models/user'
import BlogCategory from '#models/blog_category'
import BlogComment from '#models/blog_comment'

export default class BlogPost extends BlogPostSchema {
  @column() declare locale: Locale

  @belongsTo(() => BlogCategory)
  declare category: BelongsTo<typeof BlogCategory>

  @hasMany(() => BlogComment)
  declare comments: HasMany<typeof BlogComment>

  /** The list shape the blog reads (category preloaded). */
  toSummary() {
    return {
      slug: this.slug,
      title: this.title,
      excerpt: this.excerpt,
      author: this.authorName,
      publishedAt: this.publishedAt?.toISO() ?? null,
      category: this.category.toRef(),
    }
  }

  /** A published post with its approved comments (preloaded by the caller). */
  toDetail() {
    return {
      ...this.toSummary(),
      body: this.body,
      comments: this.comments.map((comment) => comment.toPublic()),
    }
  }

  toStaffView() {
    return {
      id: this.id,
      locale: this.locale,
      ...this.toSummary(),
      body: this.body,
      published: this.publishedAt !== null,
      createdAt: this.createdAt.toISO(),
      updatedAt: this.updatedAt.toISO(),
    }
  }
}
