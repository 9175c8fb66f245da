import { HelpArticleSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { Locale } from '#models/user'
import HelpCategory from '#models/help_category'

export default class HelpArticle extends HelpArticleSchema {
  @column() declare locale: Locale

  @belongsTo(() => HelpCategory)
  declare category: BelongsTo<typeof HelpCategory>
}
