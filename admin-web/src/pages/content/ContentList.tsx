/**
 * The list of blog posts or help articles: each is written once per language, filtered here by
 * language and by published or draft, and published or taken down from its row.
 */
import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Button, Card, Empty, Select, Table, Tag } from 'antd'
import { Link, useNavigate } from 'react-router'
import { LOCALES, useI18nState } from '../../i18n'
import { formatDate } from '../../shared/format'
import { ListToolbar, listFilter, setListFilter, FROM_TABLET } from '../../shared/list'
import { PageFrame } from '../../shared/PageFrame'
import { RecordAction } from '../../shared/RecordAction'

/** A row of `GET /api/admin/blog-posts` or `GET /api/admin/help-articles`. */
interface ContentRow {
  id: number
  locale: string
  slug: string
  title: string
  category: { slug: string; name?: string }
  published: boolean
  publishedAt: string | null
  updatedAt: string
}

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Español', ar: 'العربية' }

export function ContentList({ resource }: { resource: 'blog-posts' | 'help-articles' }) {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const navigate = useNavigate()
  const table = useTable<ContentRow, HttpError>({
    resource,
    sorters: { initial: [{ field: 'updatedAt', order: 'desc' }] },
  })
  const { tableProps, sorters, tableQuery } = table
  const reload = () => void tableQuery.refetch()

  return (
    <PageFrame
      title={translate(`${resource}.${resource}`, resource)}
      extra={
        <Button type="primary" onClick={() => navigate(`/${resource}/create`)}>
          {translate(`content.create.${resource}`, 'New')}
        </Button>
      }
    >
      <Card>
        <ListToolbar
          table={table}
          resource={resource}
          searchLabel={translate('content.search', 'Title or words of the text')}
        >
          <Select<string>
            allowClear
            value={listFilter<string>(table, 'locale')}
            placeholder={translate('content.allLanguages', 'All languages')}
            aria-label={translate('content.language', 'Language')}
            options={LOCALES.map((language) => ({
              value: language,
              label: LANGUAGE_NAMES[language],
            }))}
            onChange={(language) => setListFilter(table, 'locale', language)}
            style={{ width: 160 }}
          />
          <Select<string>
            allowClear
            value={listFilter<string>(table, 'status')}
            placeholder={translate('content.allStates', 'Published and drafts')}
            aria-label={translate('content.state', 'State')}
            options={[
              { value: 'published', label: translate('content.published', 'Published') },
              { value: 'draft', label: translate('content.draft', 'Draft') },
            ]}
            onChange={(state) => setListFilter(table, 'status', state)}
            style={{ width: 200 }}
          />
        </ListToolbar>
        <Table<ContentRow>
          {...tableProps}
          rowKey="id"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                description={translate(
                  'content.empty',
                  'Nothing matches. Clear the search, the language or the state to see everything.'
                )}
              />
            ),
          }}
        >
          <Table.Column<ContentRow>
            dataIndex="title"
            title={translate('content.title', 'Title')}
            sorter
            defaultSortOrder={getDefaultSortOrder('title', sorters)}
            render={(title: string, row) => (
              // An Arabic title in an English list still reads right to left, and the other way round.
              <Link to={`/${resource}/${row.id}/edit`} lang={row.locale} dir="auto">
                {title}
              </Link>
            )}
          />
          <Table.Column<ContentRow>
            dataIndex="locale"
            title={translate('content.language', 'Language')}
            responsive={FROM_TABLET}
            render={(language: string) => LANGUAGE_NAMES[language] ?? language}
          />
          <Table.Column<ContentRow>
            key="category"
            title={translate('content.category', 'Category')}
            responsive={FROM_TABLET}
            render={(_, row) => row.category.name ?? row.category.slug}
          />
          <Table.Column<ContentRow>
            dataIndex="published"
            title={translate('content.state', 'State')}
            render={(published: boolean) =>
              published ? (
                <Tag color="green">{translate('content.published', 'Published')}</Tag>
              ) : (
                <Tag>{translate('content.draft', 'Draft')}</Tag>
              )
            }
          />
          <Table.Column<ContentRow>
            dataIndex="updatedAt"
            title={translate('content.updatedAt', 'Last change')}
            responsive={FROM_TABLET}
            sorter
            defaultSortOrder={getDefaultSortOrder('updatedAt', sorters)}
            render={(updatedAt: string) => (
              <time dateTime={updatedAt}>{formatDate(updatedAt, locale)}</time>
            )}
          />
          <Table.Column<ContentRow>
            key="actions"
            title={translate('content.actions', 'Actions')}
            render={(_, row) =>
              row.published ? (
                <RecordAction
                  danger
                  label={translate('content.unpublish', 'Unpublish')}
                  title={translate(
                    'content.unpublishTitle',
                    { title: row.title },
                    `Take “${row.title}” off the site?`
                  )}
                  description={translate(
                    'content.unpublishText',
                    'Readers no longer find it; it stays here as a draft.'
                  )}
                  url={`/api/admin/${resource}/${row.id}/unpublish`}
                  onDone={reload}
                />
              ) : (
                <RecordAction
                  type="primary"
                  label={translate('content.publish', 'Publish')}
                  title={translate(
                    'content.publishTitle',
                    { title: row.title },
                    `Publish “${row.title}”?`
                  )}
                  url={`/api/admin/${resource}/${row.id}/publish`}
                  onDone={reload}
                />
              )
            }
          />
        </Table>
      </Card>
    </PageFrame>
  )
}
