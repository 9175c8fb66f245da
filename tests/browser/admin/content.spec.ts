import { test } from '@japa/runner'
import { openBackOffice } from './support.js'
import { demoAgent } from '#tests/helpers/auth'
import { closeBrowser, seriousViolations, unexpectedErrors } from '#tests/helpers/browser'

test.group('Back office: content', (group) => {
  group.teardown(() => closeBrowser())

  test('staff take a Spanish blog post off the site, then publish it again', async ({ assert }) => {
    const staff = await demoAgent('staff')
    const { body: posts } = await staff.get(
      '/api/admin/blog-posts?locale=es&status=published&_end=1'
    )
    const post = posts[0]
    const { page, consoleErrors } = await openBackOffice('/blog-posts')

    await page.getByRole('heading', { name: 'Blog posts' }).waitFor()
    await page.getByRole('combobox', { name: 'Language' }).click({ force: true })
    await page.locator('.ant-select-item-option[title="Español"]').click()
    const row = page.locator('tr', { hasText: post.title })
    await row.getByText('Published').waitFor()

    await row.getByRole('button', { name: 'Unpublish' }).click()
    const dialog = page.getByRole('dialog', { name: `Take “${post.title}” off the site?` })
    await dialog.getByRole('button', { name: 'Unpublish' }).click()
    await row.getByText('Draft').waitFor()
    const { body: draft } = await staff.get(`/api/admin/blog-posts/${post.id}`)
    assert.isFalse(draft.published)

    await row.getByRole('button', { name: 'Publish' }).click()
    await page
      .getByRole('dialog', { name: `Publish “${post.title}”?` })
      .getByRole('button', { name: 'Publish' })
      .click()
    await row.getByText('Published').waitFor()
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('staff write a Spanish blog post with its preview, then edit it', async ({ assert }) => {
    const { page, consoleErrors } = await openBackOffice('/blog-posts/create')

    await page.getByRole('heading', { name: 'New blog post' }).waitFor()
    await page.getByRole('combobox', { name: 'Language' }).click({ force: true })
    await page.locator('.ant-select-item-option[title="Español"]').click()
    // The language list closes with an animation; until it is gone its options match below too.
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .waitFor({ state: 'hidden' })
    await page.getByLabel('Title').fill('Cómo consolidar tus paquetes')
    await page.getByLabel('Address (lowercase words joined by hyphens)').fill('como-consolidar')
    await page.getByRole('combobox', { name: 'Category' }).click({ force: true })
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .first()
      .click()
    await page
      .getByLabel(/^Text/)
      .fill('Junta tus compras en una sola caja.\n\n- Ahorra en el envío\n- Menos cajas')

    const preview = page.getByTestId('preview')
    await preview.getByRole('heading', { name: 'Cómo consolidar tus paquetes' }).waitFor()
    await preview.getByRole('listitem').filter({ hasText: 'Ahorra en el envío' }).waitFor()
    assert.equal(await preview.getAttribute('lang'), 'es')

    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: 'Blog posts' }).waitFor()
    const staff = await demoAgent('staff')
    const { body: found } = await staff.get('/api/admin/blog-posts?q=consolidar&locale=es')
    const created = found.find((post: { slug: string }) => post.slug === 'como-consolidar')
    assert.isFalse(created.published)

    await page.goto(page.url().replace(/\/blog-posts.*/, `/blog-posts/${created.id}/edit`))
    await page.getByRole('heading', { name: 'Edit blog post' }).waitFor()
    await page.getByLabel('Title').fill('Cómo juntar tus paquetes')
    await preview.getByRole('heading', { name: 'Cómo juntar tus paquetes' }).waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: 'Blog posts' }).waitFor()
    const { body: edited } = await staff.get(`/api/admin/blog-posts/${created.id}`)
    assert.equal(edited.title, 'Cómo juntar tus paquetes')
    assert.equal(edited.locale, 'es')
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('staff approve a waiting comment', async ({ assert }) => {
    const staff = await demoAgent('staff')
    const { body: waiting } = await staff.get('/api/admin/comments?status=pending&_end=1')
    const comment = waiting[0]
    const { page, consoleErrors } = await openBackOffice('/comments')

    const row = page.locator('tr', { hasText: comment.message })
    await row.getByText('Waiting').waitFor()
    await row.getByRole('button', { name: 'Approve' }).click()
    await page
      .getByRole('dialog', { name: `Show ${comment.name}’s comment on the post?` })
      .getByRole('button', { name: 'Approve' })
      .click()
    await row.getByText('Approved').waitFor()
    const { body: approved } = await staff.get('/api/admin/comments?status=approved&_end=100')
    assert.include(
      approved.map((candidate: { id: number }) => candidate.id),
      comment.id
    )
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('in the Arabic back office a reader’s comment keeps the direction it was written in', async ({
    assert,
  }) => {
    const staff = await demoAgent('staff')
    const { body: comments } = await staff.get('/api/admin/comments?_end=25')
    const latin = comments.find(
      (comment: { post: { locale: string } }) => comment.post.locale !== 'ar'
    )
    const { page, consoleErrors } = await openBackOffice('/comments', 'staff', { lang: 'ar' })

    const message = page.getByText(latin.message, { exact: true })
    await message.waitFor()
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
    assert.equal(await message.evaluate((element) => getComputedStyle(element).direction), 'ltr')
    assert.deepEqual(unexpectedErrors(consoleErrors), [])
  })

  test('the content pages are right-to-left in Arabic, without serious axe violations')
    .with([
      { path: '/blog-posts', heading: 'مقالات المدونة' },
      { path: '/help-articles', heading: 'مقالات المساعدة' },
      { path: '/comments', heading: 'مراجعة التعليقات' },
      { path: '/help-articles/create', heading: 'مقالة مساعدة جديدة' },
    ])
    .run(async ({ assert }, { path, heading }) => {
      const { page, consoleErrors } = await openBackOffice(path, 'staff', { lang: 'ar' })

      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
      await page.locator('.ant-table-row, form').first().waitFor()
      assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
      assert.deepEqual(await seriousViolations(page), [])
      assert.deepEqual(unexpectedErrors(consoleErrors), [])
    })
})
