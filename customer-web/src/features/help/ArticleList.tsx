import { FormattedMessage } from 'react-intl'
import { PageLink } from '../../ui'
import type { HelpArticleSummary } from '../../api/content'

export function ArticleList({
  articles,
  headingLevel = 3,
}: {
  articles: HelpArticleSummary[]
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul className="content-link-list">
      {articles.map((article) => (
        <li key={article.slug}>
          <Heading>
            <PageLink to="helpArticle" slug={article.slug}>
              {article.title}
            </PageLink>
          </Heading>
          {article.summary && <p>{article.summary}</p>}
          {article.category?.name && (
            <p className="content-meta">
              <FormattedMessage
                id="help.article.inCategory"
                values={{ category: article.category.name }}
              />
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
