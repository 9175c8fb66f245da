/** Shapes of the public help-center and blog endpoints (only the fields the pages read; all but slug optional). */
export interface ContentCategory {
  slug: string
  name: string
  description?: string | null
  articleCount?: number | null
  postCount?: number | null
}

export interface CategoryRef {
  slug: string
  name?: string | null
}

export interface HelpArticleSummary {
  slug: string
  title: string
  summary?: string | null
  excerpt?: string | null
  category?: CategoryRef | null
  updatedAt?: string | null
}

export interface HelpArticle extends HelpArticleSummary {
  body?: string | null
}

export interface BlogPostSummary {
  slug: string
  title: string
  excerpt?: string | null
  summary?: string | null
  publishedAt?: string | null
  author?: string | { name?: string | null } | null
  category?: CategoryRef | null
}

export interface BlogPost extends BlogPostSummary {
  body?: string | null
}

export function authorName(author: BlogPostSummary['author']): string | null {
  if (!author) return null
  return typeof author === 'string' ? author : (author.name ?? null)
}

export function isValidDate(value: string | null | undefined): value is string {
  return !!value && !Number.isNaN(Date.parse(value))
}
