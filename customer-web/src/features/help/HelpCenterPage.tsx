import { FormattedMessage } from 'react-intl'
import { useSearchParams } from 'react-router'
import {
  EmptyState,
  ForwardArrow,
  MessageHeading,
  PageLink,
  QueryView,
  TitledSection,
} from '../../ui'
import { useQuery } from '../../api/query'
import { usePageTitle } from '../../routing/usePageTitle'
import type { HelpArticleSummary, HelpCategory } from '../../api/content'
import { HelpSearchForm } from './HelpSearchForm'
import { ArticleList } from './ArticleList'
import { HelpContactCallout } from './HelpParts'
import '../../ui/content.css'

export default function HelpCenterPage() {
  usePageTitle('help.title')
  const [searchParams] = useSearchParams()
  const query = (searchParams.get('q') ?? '').trim()

  return (
    <div className="content-page content-narrow">
      <MessageHeading titleId="help.heading" leadId="help.lead" />
      <HelpSearchForm key={query} initialQuery={query} />
      {query ? <SearchResults query={query} /> : <Categories />}
      <HelpContactCallout
        headingId="help-contact-heading"
        titleId="help.contact.title"
        textId="help.contact.text"
      />
    </div>
  )
}

function SearchResults({ query }: { query: string }) {
  const result = useQuery<HelpArticleSummary[]>(`/api/help/articles?q=${encodeURIComponent(query)}`)
  return (
    <section aria-labelledby="help-results-heading">
      <h2 id="help-results-heading">
        <FormattedMessage id="help.search.resultsTitle" values={{ query }} />
      </h2>
      <QueryView
        query={result}
        empty={
          <EmptyState
            title={<FormattedMessage id="help.search.empty" />}
            message={<FormattedMessage id="help.search.emptyHint" />}
          />
        }
      >
        {(items) => <ArticleList articles={items} />}
      </QueryView>
      <p>
        <PageLink to="helpCenter">
          <FormattedMessage id="help.search.clear" />
        </PageLink>
      </p>
    </section>
  )
}

function Categories() {
  const result = useQuery<HelpCategory[]>('/api/help/categories')
  return (
    <TitledSection headingId="help-categories-heading" titleId="help.categories.title">
      <QueryView
        query={result}
        empty={<EmptyState title={<FormattedMessage id="help.categories.empty" />} />}
      >
        {(categories) => (
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
                <p className="content-meta">
                  <FormattedMessage
                    id="help.categories.count"
                    values={{ count: category.articleCount }}
                  />
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </TitledSection>
  )
}
