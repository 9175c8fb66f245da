import { HelpArticleSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { Locale } from '#models/user'
import HelpCategory from '#models/help_category'

export default class HelpArticle extends HelpArticleSchema {
  @column() declare locale: Locale

  @belongsTo(() => HelpCategory)
  declare category: BelongsTo<typeof HelpCategory>

  /** The list shape the help center reads (category preloaded). */
  toSummary() {
    return {
      slug: this.slug,
      title: this.title,
      summary: this.summary,
      category: this.category.toRef(),
      updatedAt: this.updatedAt.toISO(),
    }
  }

  toDetail() {
    return { ...this.toSummary(), body: this.body }
  }

  /** The back office also sees drafts, ids and languages. */
  toStaffView() {
    return {
      id: this.id,
      locale: this.locale,
      ...this.toDetail(),
      position: this.position,
      published: this.publishedAt !== null,
      publishedAt: this.publishedAt?.toISO() ?? null,
      createdAt: this.createdAt.toISO(),
    }
  }
}
