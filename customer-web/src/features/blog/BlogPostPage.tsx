import { FormattedMessage } from 'react-intl'
import { useParams } from 'react-router'
import { PageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { PageLink } from '../content/PageLink'
import { useApiGet } from '../content/useApiGet'
import { ErrorState, LoadingState } from '../content/States'
import { ArticleBody } from '../content/ArticleBody'
import type { BlogPost } from '../content/publicContent'
import { PostMeta } from './BlogParts'
import { CommentForm } from './CommentForm'
import '../content/content.css'

export default function BlogPostPage({ slug: slugProp }: { slug?: string }) {
  const params = useParams()
  const slug = slugProp ?? params.slug ?? ''
  const post = useApiGet<BlogPost>(`/api/blog/posts/${encodeURIComponent(slug)}`)
  const data = post.status === 'success' ? post.data : null
  usePageTitle(
    data ? 'blog.post.title' : 'blog.post.fallbackTitle',
    data ? { title: data.title } : undefined
  )

  return (
    <div className="content-page content-narrow">
      <p>
        <PageLink to="blog">
          <FormattedMessage id="blog.backToBlog" />
        </PageLink>
        {data?.category?.slug && (
          <>
            {' · '}
            <PageLink to="blogCategory" slug={data.category.slug}>
              {data.category.name ?? data.category.slug}
            </PageLink>
          </>
        )}
      </p>
      {data ? (
        <>
          <article>
            <PageHeading>{data.title}</PageHeading>
            <PostMeta post={data} />
            {data.body ? <ArticleBody body={data.body} /> : data.excerpt && <p>{data.excerpt}</p>}
          </article>
          <CommentForm slug={slug} />
        </>
      ) : (
        <>
          <PageHeading>
            <FormattedMessage id="blog.post.fallbackTitle" />
          </PageHeading>
          {post.status === 'loading' && <LoadingState />}
          {post.status === 'error' && <ErrorState error={post.error} onRetry={post.reload} />}
        </>
      )}
    </div>
  )
}
