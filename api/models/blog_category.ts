import { BlogCategorySchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import type { Locale } from '#models/user'

export default class BlogCategory extends BlogCategorySchema {
  @column() declare locale: Locale

  toRef() {
    return { slug: this.slug, name: this.name }
  }
}
