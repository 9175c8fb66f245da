import vine from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import type { MessagesProviderContact } from '@vinejs/vine/types'
import { LOCALES } from '#validators/auth'
import { agreementOf } from '#validators/rules/agreement'

/**
 * Validation messages of the content area, in the request's language: a form's own
 * message in locales/<lang>/content.json (`<form>.messages.<field>.<rule>`) wins, then the
 * shared ones of validation.json, naming fields as content.json's `fields.<name>` does
 * where validation.json has no name for them.
 */
export function contentMessages(i18n: I18n, form?: string): MessagesProviderContact {
  const shared = i18n.createMessagesProvider('validation')
  return {
    getMessage(defaultMessage, rule, field, meta) {
      const own = `content.${form}.messages.${field.wildCardPath}.${rule}`
      if (form && i18n.hasMessage(own)) return i18n.t(own, meta)
      const name = `content.fields.${field.name}`
      const named = i18n.hasMessage(name) ? { ...field, name: i18n.t(name) } : field
      const gender = agreementOf(
        i18n,
        `content.agreement.${field.name}`,
        `validation.agreement.${field.name}`
      )
      return shared.getMessage(defaultMessage, rule, named, { ...meta, gender })
    },
  }
}

export const email = () => vine.string().trim().minLength(1).maxLength(254).email()
export const text = (max: number) => vine.string().trim().minLength(1).maxLength(max)
/**
 * The spam trap: a field the forms hide from people. Anything a bot types in it is
 * accepted and then quietly dropped (see isSpam in #services/content/content), so the bot learns nothing.
 */
export const honeypot = () => vine.any().optional()

export const commentValidator = vine.create({
  name: text(100),
  email: email(),
  message: text(3000),
  website: honeypot(),
})

export const helpSearchValidator = vine.create({
  q: vine.string().trim().maxLength(200).nullable().optional(),
  category: vine.string().trim().maxLength(160).nullable().optional(),
})

/* Slugs are lowercase words joined by hyphens, as they appear in the page addresses. */
const slug = () =>
  vine
    .string()
    .trim()
    .toLowerCase()
    .maxLength(160)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

const helpArticleFields = {
  slug: slug(),
  category: slug(),
  title: text(200),
  summary: vine.string().trim().maxLength(500).nullable().optional(),
  body: text(50000),
  position: vine.number().withoutDecimals().min(0).max(100000).optional(),
}

export const createHelpArticleValidator = vine.create({
  locale: vine.enum(LOCALES),
  ...helpArticleFields,
})

export const editHelpArticleValidator = vine.create({
  slug: helpArticleFields.slug.optional(),
  category: helpArticleFields.category.optional(),
  title: helpArticleFields.title.optional(),
  summary: helpArticleFields.summary,
  body: helpArticleFields.body.optional(),
  position: helpArticleFields.position,
})

const blogPostFields = {
  slug: slug(),
  category: slug(),
  title: text(200),
  excerpt: vine.string().trim().maxLength(500).nullable().optional(),
  body: text(50000),
  author: vine.string().trim().maxLength(100).nullable().optional(),
}

export const createBlogPostValidator = vine.create({
  locale: vine.enum(LOCALES),
  ...blogPostFields,
})

export const editBlogPostValidator = vine.create({
  slug: blogPostFields.slug.optional(),
  category: blogPostFields.category.optional(),
  title: blogPostFields.title.optional(),
  excerpt: blogPostFields.excerpt,
  body: blogPostFields.body.optional(),
  author: blogPostFields.author,
})
