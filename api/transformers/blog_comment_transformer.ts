import { BaseTransformer } from '@adonisjs/core/transformers'
import type BlogComment from '#models/blog_comment'

/** A comment on a blog post: what visitors see, and the moderation queue's row. */
export default class BlogCommentTransformer extends BaseTransformer<BlogComment> {
  /** Never the email address. */
  toObject() {
    const comment = this.resource
    return {
      id: comment.id,
      name: comment.name,
      message: comment.message,
      createdAt: comment.createdAt.toISO(),
    }
  }

  /** The moderation queue's row (post preloaded). */
  forStaff() {
    const comment = this.resource
    return {
      ...this.toObject(),
      email: comment.email,
      status: comment.status,
      moderatedAt: comment.moderatedAt?.toISO() ?? null,
      post: { slug: comment.post.slug, title: comment.post.title, locale: comment.post.locale },
    }
  }
}
