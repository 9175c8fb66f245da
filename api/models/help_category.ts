import { HelpCategorySchema } from '#database/schema'
import { column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { Locale } from '#models/user'
import HelpArticle from '#models/help_article'

export default class HelpCategory extends HelpCategorySchema {
  @column() declare locale: Locale

  @hasMany(() => HelpArticle)
  declare articles: HasMany<typeof HelpArticle>
}
