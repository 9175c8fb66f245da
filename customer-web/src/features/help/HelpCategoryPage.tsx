import { FormattedMessage } from 'react-intl'
import { useParams } from 'react-router'
import { PageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { PageLink } from '../content/PageLink'
import { useApiGet } from '../content/useApiGet'
import { EmptyState, ErrorState, LoadingState } from '../content/States'
import { asList, type ContentCategory, type HelpArticleSummary } from '../content/publicContent'
import { HelpSearchForm } from './HelpSearchForm'
import { ArticleList } from './ArticleList'
import '../content/content.css'

export default function HelpCategoryPage({ slug: slugProp }: { slug?: string }) {
  const params = useParams()
  const slug = slugProp ?? params.slug ?? ''
  const categories = useApiGet<unknown>('/api/help/categories')
  const articles = useApiGet<unknown>(`/api/help/articles?category=${encodeURIComponent(slug)}`)
  const category =
    categories.status === 'success'
      ? asList<ContentCategory>(categories.data).find((candidate) => candidate.slug === slug)
      : undefined
  const name = category?.name ?? slug
  usePageTitle('help.category.title', { name })

  return (
    <div className="content-page content-narrow">
      <nav className="content-breadcrumbs" aria-labelledby="help-breadcrumbs-label">
        <span id="help-breadcrumbs-label" className="content-visually-hidden">
          <FormattedMessage id="help.breadcrumbs" />
        </span>
        <ol>
          <li>
            <PageLink to="helpCenter">
              <FormattedMessage id="help.heading" />
            </PageLink>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <PageHeading lead={category?.description ?? undefined}>
        <FormattedMessage id="help.category.heading" values={{ name }} />
      </PageHeading>
      <HelpSearchForm />
      <section aria-labelledby="help-category-articles">
        <h2 id="help-category-articles">
          <FormattedMessage id="help.category.articles" />
        </h2>
        {articles.status === 'loading' && <LoadingState />}
        {articles.status === 'error' && (
          <ErrorState error={articles.error} onRetry={articles.reload} />
        )}
        {articles.status === 'success' &&
          (asList<HelpArticleSummary>(articles.data).length === 0 ? (
            <EmptyState messageId="help.category.empty" />
          ) : (
            <ArticleList articles={asList<HelpArticleSummary>(articles.data)} />
          ))}
      </section>
    </div>
  )
}
