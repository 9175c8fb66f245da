import { DateTime } from 'luxon'
import type { Locale } from '#models/user'
import HelpCategory from '#models/help_category'
import HelpArticle from '#models/help_article'
import BlogCategory from '#models/blog_category'
import BlogPost from '#models/blog_post'
import type { Assert } from '@japa/assert'
import { BrowserAgent } from '#tests/helpers/http'

/** A visitor with no session at all: the public content needs neither a cookie nor a CSRF token. */
export function visitor(language = 'en') {
  const agent = new BrowserAgent({ 'accept-language': language })
  agent.sendCsrfToken = false
  return agent
}

/** A visitor's comment or message taken in: 202 with its thank-you line, and no session started. */
export function assertTakenIn(
  assert: Assert,
  response: Awaited<ReturnType<BrowserAgent['post']>>,
  thanks: string
) {
  assert.equal(response.status, 202)
  assert.equal(response.body.message, thanks)
  assert.isNull(response.headers.get('set-cookie'), 'no session is started for a visitor')
}

export function helpCategory(locale: Locale, slug: string, name: string, position = 0) {
  return HelpCategory.create({ locale, slug, name, description: `${name} questions`, position })
}

export function helpArticle(
  category: HelpCategory,
  fields: { slug: string; title: string; body: string; position?: number; published?: boolean }
) {
  return HelpArticle.create({
    locale: category.locale,
    helpCategoryId: category.id,
    slug: fields.slug,
    title: fields.title,
    summary: `${fields.title} in short`,
    body: fields.body,
    position: fields.position ?? 0,
    publishedAt: fields.published === false ? null : DateTime.utc(),
  })
}

export function blogCategory(locale: Locale, slug: string, name: string, position = 0) {
  return BlogCategory.create({ locale, slug, name, description: null, position })
}

export function blogPost(
  category: BlogCategory,
  fields: { slug: string; title: string; daysAgo?: number; published?: boolean }
) {
  return BlogPost.create({
    locale: category.locale,
    blogCategoryId: category.id,
    slug: fields.slug,
    title: fields.title,
    excerpt: `${fields.title}: the short version`,
    body: `${fields.title}\n\nThe whole story.`,
    authorName: 'Sigma team',
    publishedAt:
      fields.published === false ? null : DateTime.utc().minus({ days: fields.daysAgo ?? 1 }),
  })
}
