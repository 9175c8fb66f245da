/**
 * Writing a blog post or a help article in one language, with the page as readers will see it
 * beside the form (the customer app's own renderer, so the preview cannot differ from the site).
 */
import { useForm } from '@refinedev/antd'
import { useCustom, useTranslate, type HttpError } from '@refinedev/core'
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd'
import { useParams } from 'react-router'
import { ArticleBody } from '../../../../customer-web/src/ui/ArticleBody'
import { LOCALES, type AppLocale } from '../../i18n'
import { PageFrame } from '../../shared/PageFrame'
import type { ApiResponse } from '../../shared/registry'
import { requiredChoice } from '../../shared/rules'

type Resource = 'blog-posts' | 'help-articles'

interface ContentValues {
  locale: AppLocale
  slug: string
  category: string | { slug: string }
  title: string
  excerpt?: string | null
  summary?: string | null
  author?: string | null
  position?: number | null
  body: string
}

const LANGUAGE_NAMES: Record<AppLocale, string> = { en: 'English', es: 'Español', ar: 'العربية' }
// The public category lists, one per kind of content.
const CATEGORIES_URL: Record<Resource, string> = {
  'blog-posts': '/api/blog/categories',
  'help-articles': '/api/help/categories',
}

export function ContentForm({ resource }: { resource: Resource }) {
  const translate = useTranslate()
  const { id } = useParams()
  const action = id ? 'edit' : 'create'
  const { formProps, saveButtonProps, form, onFinish } = useForm<
    ContentValues,
    HttpError,
    ContentValues
  >({
    resource,
    action,
    id,
    redirect: 'list',
  })
  const { query: categories } = useCustom<ApiResponse<'blog.categories' | 'help.categories'>>({
    url: CATEGORIES_URL[resource],
    method: 'get',
  })
  const preview = Form.useWatch([], form) as Partial<ContentValues> | undefined
  const previewLocale = preview?.locale ?? 'en'
  const isBlog = resource === 'blog-posts'

  const submit = (values: ContentValues) => {
    const category = typeof values.category === 'object' ? values.category.slug : values.category
    // An edit keeps its language: the API changes only the fields it is given.
    const { locale, ...fields } = values
    return onFinish(action === 'create' ? { ...values, category } : { ...fields, category, locale })
  }

  return (
    <PageFrame
      title={
        action === 'create'
          ? translate(`content.create.${resource}`, 'New')
          : translate(`content.edit.${resource}`, 'Edit')
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card>
            <Form<ContentValues>
              {...formProps}
              layout="vertical"
              initialValues={{ locale: 'en', ...formProps.initialValues }}
              onFinish={submit}
            >
              <Form.Item name="locale" label={translate('content.language', 'Language')}>
                <Select
                  disabled={action === 'edit'}
                  options={LOCALES.map((language) => ({
                    value: language,
                    label: LANGUAGE_NAMES[language],
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="title"
                label={translate('content.title', 'Title')}
                rules={[{ required: true, whitespace: true, max: 200 }]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name="slug"
                label={translate('content.slug', 'Address (lowercase words joined by hyphens)')}
                rules={[
                  { required: true },
                  {
                    pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
                    message: translate(
                      'content.slugFormat',
                      'Use lowercase letters, digits and hyphens.'
                    ),
                  },
                ]}
              >
                <Input dir="ltr" />
              </Form.Item>
              <Form.Item
                name="category"
                label={translate('content.category', 'Category')}
                getValueProps={(value: ContentValues['category'] | undefined) => ({
                  value: typeof value === 'object' && value ? value.slug : value,
                })}
                rules={[requiredChoice(translate('content.categoryRequired', 'Choose a category'))]}
              >
                <Select
                  options={(categories.data?.data ?? []).map((category) => ({
                    value: category.slug,
                    label: category.name,
                  }))}
                />
              </Form.Item>
              <Form.Item
                name={isBlog ? 'excerpt' : 'summary'}
                label={translate('content.excerpt', 'Summary shown in lists')}
                rules={[{ max: 500 }]}
              >
                <Input.TextArea rows={2} />
              </Form.Item>
              {isBlog ? (
                <Form.Item name="author" label={translate('content.author', 'Author')}>
                  <Input />
                </Form.Item>
              ) : (
                <Form.Item
                  name="position"
                  label={translate('content.position', 'Position in its category')}
                >
                  <InputNumber min={0} max={100000} />
                </Form.Item>
              )}
              <Form.Item
                name="body"
                label={translate(
                  'content.body',
                  'Text (a blank line between paragraphs, “- ” for lists, “## ” for headings)'
                )}
                rules={[{ required: true, whitespace: true }]}
              >
                <Input.TextArea rows={14} />
              </Form.Item>
              <Button type="primary" {...saveButtonProps}>
                {translate('content.save', 'Save')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={translate('content.preview', 'Preview')}>
            <article
              lang={previewLocale}
              dir={previewLocale === 'ar' ? 'rtl' : 'ltr'}
              data-testid="preview"
            >
              <Typography.Title level={3}>{preview?.title}</Typography.Title>
              <ArticleBody body={preview?.body ?? ''} />
            </article>
          </Card>
        </Col>
      </Row>
    </PageFrame>
  )
}
