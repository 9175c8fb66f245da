import { FormattedMessage } from 'react-intl'
import { useParams } from 'react-router'
import { PageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { PageLink } from '../content/PageLink'
import { useApiGet } from '../content/useApiGet'
import { asList, type ContentCategory } from '../content/publicContent'
import { BlogCategoryNav, PostList } from './BlogParts'
import '../content/content.css'

export default function BlogCategoryPage({ slug: slugProp }: { slug?: string }) {
  const params = useParams()
  const slug = slugProp ?? params.slug ?? ''
  const categories = useApiGet<unknown>('/api/blog/categories')
  const category =
    categories.status === 'success'
      ? asList<ContentCategory>(categories.data).find((candidate) => candidate.slug === slug)
      : undefined
  const name = category?.name ?? slug
  usePageTitle('blog.category.title', { name })

  return (
    <div className="content-page content-narrow">
      <p>
        <PageLink to="blog">
          <FormattedMessage id="blog.backToBlog" />
        </PageLink>
      </p>
      <PageHeading lead={category?.description ?? undefined}>
        <FormattedMessage id="blog.category.heading" values={{ name }} />
      </PageHeading>
      <BlogCategoryNav current={slug} />
      <PostList category={slug} />
    </div>
  )
}
