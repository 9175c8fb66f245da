import { FormattedMessage } from 'react-intl'
import { useSearchParams } from 'react-router'
import { PageHeading } from '../../ui'
import { usePageTitle } from '../../routing/usePageTitle'
import { ForwardArrow, PageLink } from '../content/PageLink'
import { useApiGet } from '../content/useApiGet'
import { EmptyState, ErrorState, LoadingState } from '../content/States'
import { asList, type ContentCategory, type HelpArticleSummary } from '../content/publicContent'
import { HelpSearchForm } from './HelpSearchForm'
import { ArticleList } from './ArticleList'
import '../content/content.css'

export default function HelpCenterPage() {
  usePageTitle('help.title')
  const [searchParams] = useSearchParams()
  const query = (searchParams.get('q') ?? '').trim()

  return (
    <div className="content-page content-narrow">
      <PageHeading lead={<FormattedMessage id="help.lead" />}>
        <FormattedMessage id="help.heading" />
      </PageHeading>
      <HelpSearchForm key={query} initialQuery={query} />
      {query ? <SearchResults query={query} /> : <Categories />}
      <aside className="content-callout" aria-labelledby="help-contact-heading">
        <h2 id="help-contact-heading">
          <FormattedMessage id="help.contact.title" />
        </h2>
        <p>
          <FormattedMessage id="help.contact.text" />
        </p>
        <PageLink to="contact" className="content-more">
          <FormattedMessage id="help.contact.link" />
          <ForwardArrow />
        </PageLink>
      </aside>
    </div>
  )
}

function SearchResults({ query }: { query: string }) {
  const result = useApiGet<unknown>(`/api/help/articles?q=${encodeURIComponent(query)}`)
  return (
    <section aria-labelledby="help-results-heading">
      <h2 id="help-results-heading">
        <FormattedMessage id="help.search.resultsTitle" values={{ query }} />
      </h2>
      {result.status === 'loading' && <LoadingState />}
      {result.status === 'error' && <ErrorState error={result.error} onRetry={result.reload} />}
      {result.status === 'success' &&
        (asList<HelpArticleSummary>(result.data).length === 0 ? (
          <EmptyState messageId="help.search.empty" hintId="help.search.emptyHint" />
        ) : (
          <ArticleList articles={asList<HelpArticleSummary>(result.data)} />
        ))}
      <p>
        <PageLink to="helpCenter">
          <FormattedMessage id="help.search.clear" />
        </PageLink>
      </p>
    </section>
  )
}

function Categories() {
  const result = useApiGet<unknown>('/api/help/categories')
  const categories = result.status === 'success' ? asList<ContentCategory>(result.data) : []
  return (
    <section aria-labelledby="help-categories-heading">
      <h2 id="help-categories-heading">
        <FormattedMessage id="help.categories.title" />
      </h2>
      {result.status === 'loading' && <LoadingState />}
      {result.status === 'error' && <ErrorState error={result.error} onRetry={result.reload} />}
      {result.status === 'success' &&
        (categories.length === 0 ? (
          <EmptyState messageId="help.categories.empty" />
        ) : (
          <ul className="content-grid">
            {categories.map((category) => (
              <li key={category.slug} className="content-card">
                <h3>
                  <PageLink to="helpCategory" slug={category.slug} className="content-more">
                    {category.name}
                    <ForwardArrow />
                  </PageLink>
                </h3>
                {category.description && <p>{category.description}</p>}
                {typeof category.articleCount === 'number' && (
                  <p className="content-meta">
                    <FormattedMessage
                      id="help.categories.count"
                      values={{ count: category.articleCount }}
                    />
                  </p>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  )
}
