import { BaseTransformer } from '@adonisjs/core/transformers'
import type HelpArticle from '#models/help_article'
import { categoryReference } from '#transformers/shared'

/** A help-center article (category preloaded): a list row, the page, and the back office's view. */
export default class HelpArticleTransformer extends BaseTransformer<HelpArticle> {
  toObject() {
    const article = this.resource
    return {
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      category: categoryReference(article.category),
      updatedAt: article.updatedAt.toISO(),
    }
  }

  forDetail() {
    return { ...this.toObject(), body: this.resource.body }
  }

  /** The back office also sees drafts, ids and languages. */
  forStaff() {
    const article = this.resource
    return {
      id: article.id,
      locale: article.locale,
      ...this.forDetail(),
      position: article.position,
      published: article.publishedAt !== null,
      publishedAt: article.publishedAt?.toISO() ?? null,
      createdAt: article.createdAt.toISO(),
    }
  }
}
