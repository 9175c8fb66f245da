import { BlogCommentSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import BlogPost from '#models/blog_post'
import type { CommentStatus } from '#domain/content'

export default class BlogComment extends BlogCommentSchema {
  @column() declare status: CommentStatus

  @belongsTo(() => BlogPost)
  declare post: BelongsTo<typeof BlogPost>
}
