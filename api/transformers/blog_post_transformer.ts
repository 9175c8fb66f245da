import { BaseTransformer } from '@adonisjs/core/transformers'
import type BlogPost from '#models/blog_post'
import BlogCommentTransformer from '#transformers/blog_comment_transformer'
import { categoryReference } from '#transformers/shared'

/** A blog post (category preloaded): a list row, the page, and the back office's view. */
export default class BlogPostTransformer extends BaseTransformer<BlogPost> {
  toObject() {
    const post = this.resource
    return {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      author: post.authorName,
      publishedAt: post.publishedAt?.toISO() ?? null,
      category: categoryReference(post.category),
    }
  }

  /** A published post with its approved comments (preloaded by the caller). */
  forDetail() {
    return {
      ...this.toObject(),
      body: this.resource.body,
      comments: BlogCommentTransformer.transform(this.resource.comments),
    }
  }

  forStaff() {
    const post = this.resource
    return {
      id: post.id,
      locale: post.locale,
      ...this.toObject(),
      body: post.body,
      published: post.publishedAt !== null,
      createdAt: post.createdAt.toISO(),
      updatedAt: post.updatedAt.toISO(),
    }
  }
}
