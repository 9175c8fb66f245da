import { BlogCommentSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import BlogPost from '#models/blog_post'
import type { CommentStatus } from '#domain/content'

export default class BlogComment extends BlogCommentSchema {
  @column() declare status: CommentStatus

  @belongsTo(() => BlogPost)
  declare post: BelongsTo<typeof BlogPost>

  /** What visitors see: never the email address. */
  toPublic() {
    return {
      id: this.id,
      name: this.name,
      message: this.message,
      createdAt: this.createdAt.toISO(),
    }
  }

  /** The moderation queue's row (post preloaded). */
  toStaffView() {
    return {
      ...this.toPublic(),
      email: this.email,
      status: this.status,
      moderatedAt: this.moderatedAt?.toISO() ?? null,
      post: { slug: this.post.slug, title: this.post.title, locale: this.post.locale },
    }
  }
}
