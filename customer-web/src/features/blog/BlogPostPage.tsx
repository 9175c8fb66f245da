import { PageHeading } from '../../ui'
import { PageLink } from '../../ui'
import { EntryFallback, useContentEntry, useRouteSlug } from '../../routing/contentRoute'
import { ArticleBody } from '../../ui'
import type { BlogPost } from '../../api/content'
import { BackToBlog, PostMeta } from './BlogParts'
import { CommentForm } from './CommentForm'
import '../../ui/content.css'

export default function BlogPostPage({ slug: slugProp }: { slug?: string }) {
  const slug = useRouteSlug(slugProp)
  const { entry, data } = useContentEntry<BlogPost>(`/api/blog/posts/${encodeURIComponent(slug)}`, {
    titleId: 'blog.post.title',
    fallbackTitleId: 'blog.post.fallbackTitle',
  })

  return (
    <div className="content-page content-narrow">
      <BackToBlog>
        {data?.category?.slug && (
          <>
            {' · '}
            <PageLink to="blogCategory" slug={data.category.slug}>
              {data.category.name ?? data.category.slug}
            </PageLink>
          </>
        )}
      </BackToBlog>
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
        <EntryFallback entry={entry} titleId="blog.post.fallbackTitle" />
      )}
    </div>
  )
}
