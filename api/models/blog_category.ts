import { BlogCategorySchema } from '#database/schema'
import { column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { Locale } from '#models/user'
import BlogPost from '#models/blog_post'

export default class BlogCategory extends BlogCategorySchema {
  @column() declare locale: Locale

  @hasMany(() => BlogPost)
  declare posts: HasMany<typeof BlogPost>
}
