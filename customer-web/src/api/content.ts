/** Shapes of the public help-center and blog endpoints. */
import type { ApiResponse } from './registry'

export type HelpCategory = ApiResponse<'help.categories'>[number]
export type BlogCategory = ApiResponse<'blog.categories'>[number]

/** What the help center and the blog share of a category: its slug and its name. */
export type ContentCategory = HelpCategory | BlogCategory

export type HelpArticleSummary = ApiResponse<'help.index'>[number]
export type HelpArticle = ApiResponse<'help.show'>

export type BlogPostSummary = ApiResponse<'blog.index'>[number]
export type BlogPost = ApiResponse<'blog.show'>

export function isValidDate(value: string | null | undefined): value is string {
  return !!value && !Number.isNaN(Date.parse(value))
}
