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
}
