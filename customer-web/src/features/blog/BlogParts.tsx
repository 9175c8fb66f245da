import { FormattedMessage, useIntl } from 'react-intl'
import { PageLink } from '../content/PageLink'
import { useApiGet } from '../content/useApiGet'
import { ApiList } from '../content/States'
import {
  asList,
  authorName,
  isValidDate,
  type BlogPostSummary,
  type ContentCategory,
} from '../content/publicContent'

/** Category links above the post lists; quietly absent while loading or when the call fails. */
export function BlogCategoryNav({ current }: { current?: string }) {
  const result = useApiGet<unknown>('/api/blog/categories')
  if (result.status !== 'success') return null
  const categories = asList<ContentCategory>(result.data)
  if (categories.length === 0) return null
  return (
    <nav aria-labelledby="blog-categories-heading">
      <h2 id="blog-categories-heading" className="content-visually-hidden">
        <FormattedMessage id="blog.categories.title" />
      </h2>
      <ul className="content-chips">
        <li>
          <PageLink to="blog" aria-current={current ? undefined : 'page'}>
            <FormattedMessage id="blog.categories.all" />
          </PageLink>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <PageLink
              to="blogCategory"
              slug={category.slug}
              aria-current={current === category.slug ? 'page' : undefined}
            >
              {category.name}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function PostMeta({ post }: { post: BlogPostSummary }) {
  const intl = useIntl()
  const author = authorName(post.author)
  const date = isValidDate(post.publishedAt)
    ? intl.formatDate(post.publishedAt, { dateStyle: 'long' })
    : null
  if (!author && !date) return null
  return (
    <p className="content-meta">
      {date && author ? (
        <FormattedMessage id="blog.post.metaAuthorDate" values={{ author, date }} />
      ) : date ? (
        <FormattedMessage id="blog.post.metaDate" values={{ date }} />
      ) : (
        <FormattedMessage id="blog.post.metaAuthor" values={{ author }} />
      )}
    </p>
  )
}

/** The posts of the blog, optionally of one category, with loading, error and empty states. */
export function PostList({ category }: { category?: string }) {
  const url = category
    ? `/api/blog/posts?category=${encodeURIComponent(category)}`
    : '/api/blog/posts'
  const result = useApiGet<unknown>(url)
  return (
    <ApiList<BlogPostSummary>
      state={result}
      emptyId={category ? 'blog.category.empty' : 'blog.empty'}
    >
      {(posts) => <Posts posts={posts} />}
    </ApiList>
  )
}

function Posts({ posts }: { posts: BlogPostSummary[] }) {
  return (
    <ul className="content-link-list">
      {posts.map((post) => (
        <li key={post.slug}>
          <article>
            <h2>
              <PageLink to="blogPost" slug={post.slug}>
                {post.title}
              </PageLink>
            </h2>
            <PostMeta post={post} />
            {(post.excerpt ?? post.summary) && <p>{post.excerpt ?? post.summary}</p>}
          </article>
        </li>
      ))}
    </ul>
  )
}
