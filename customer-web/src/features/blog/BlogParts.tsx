import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { EmptyState, PageLink, QueryView } from '../../ui'
import { useQuery } from '../../api/query'
import { isValidDate, type BlogPostSummary, type BlogCategory } from '../../api/content'

/** The way back to the blog above a category or a post; `children` follow it on the same line. */
export function BackToBlog({ children }: { children?: ReactNode }) {
  return (
    <p>
      <PageLink to="blog">
        <FormattedMessage id="blog.backToBlog" />
      </PageLink>
      {children}
    </p>
  )
}

/** Category links above the post lists; quietly absent while loading or when the call fails. */
export function BlogCategoryNav({ current }: { current?: string }) {
  const categories = useQuery<BlogCategory[]>('/api/blog/categories').data
  if (!categories?.length) return null
  return (
    <nav aria-labelledby="blog-categories-heading">
      <h2 id="blog-categories-heading" className="visually-hidden">
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
  const { author } = post
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
  const posts = useQuery<BlogPostSummary[]>(url)
  return (
    <QueryView
      query={posts}
      empty={
        <EmptyState
          title={<FormattedMessage id={category ? 'blog.category.empty' : 'blog.empty'} />}
        />
      }
    >
      {(items) => <Posts posts={items} />}
    </QueryView>
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
            {post.excerpt && <p>{post.excerpt}</p>}
          </article>
        </li>
      ))}
    </ul>
  )
}
