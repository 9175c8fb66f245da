import { test } from '@japa/runner'
import BlogComment from '#models/blog_comment'
import ContactMessage from '#models/contact_message'
import ReturnRequest from '#models/return_request'
import Shipment from '#models/shipment'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import type { BrowserAgent } from '#tests/helpers/http'
import { destination, readyPackage } from '#tests/functional/parcels/helpers'
import {
  blogCategory,
  blogPost,
  helpArticle,
  helpCategory,
} from '#tests/functional/content/fixtures'

/* Each back-office list as CSV: a header row, the list's filters and sort, formulas as text. */

/** A notice staff write with the same words in the three languages. */
const sameInEveryLanguage = (title: string, body: string) => ({
  en: { title, body },
  es: { title, body },
  ar: { title, body },
})

const lines = (csv: string) => csv.trimEnd().split('\r\n')

async function csvOf(staff: BrowserAgent, path: string, filename: string) {
  const response = await staff.get(path)
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
  if (!/^text\/csv/.test(response.headers.get('content-type') ?? '')) throw new Error('not CSV')
  if (!response.headers.get('content-disposition')?.includes(filename)) throw new Error(filename)
  return lines(response.body)
}

async function requestShipping(staff: BrowserAgent, customer: BrowserAgent, suite: string) {
  const pkg = await readyPackage(staff, customer, suite)
  const requested = await customer.post('/api/shipments', {
    packageNumbers: [pkg.number],
    service: 'fedex_international_economy',
    address: destination,
  })
  if (requested.status !== 201) throw new Error(`shipping request failed: ${requested.status}`)
  return requested.body.number as string
}

test.group('Back office: CSV exports of every list', (group) => {
  isolateEachTest(group)

  test('purchase-requests.csv: filtered by status, a formula in the notes made text', async ({
    assert,
  }) => {
    const { agent: staff } = await signedIn('staff')
    const { user, agent: customer } = await signedIn()
    const item = { url: 'https://www.rei.com/tent', name: 'Tent', quantity: 1 }
    const asked = await customer.post('/api/purchase-requests', {
      items: [{ ...item, unitPriceCents: 20_000 }],
      notes: '=IMPORTXML("http://evil")',
      storeState: 'CA',
    })
    const other = await customer.post('/api/purchase-requests', {
      items: [{ ...item, unitPriceCents: 5_000 }],
      storeState: 'NY',
    })
    await staff.post(`/api/admin/purchase-requests/${other.body.id}/quote`, {
      domesticShippingCents: 0,
    })

    const csv = await csvOf(
      staff,
      '/api/admin/purchase-requests.csv?status=submitted',
      'purchase-requests.csv'
    )
    assert.equal(
      csv[0],
      'id,status,suite,customer,storeState,itemsCents,quoteTotalCents,refundedCents,notes,createdAt,quotedAt,paidAt,purchasedAt'
    )
    assert.lengthOf(csv, 2)
    assert.match(
      csv[1],
      new RegExp(`^${asked.body.id},submitted,${user.customerId},[^,]+,CA,20000,,0,"'=IMPORTXML`)
    )
  })

  test('shipments.csv: filtered by status, sorted by number', async ({ assert }) => {
    const { agent: staff } = await signedIn('staff')
    const { user, agent: customer } = await signedIn()
    const suite = user.customerId!
    const first = await requestShipping(staff, customer, suite)
    const second = await requestShipping(staff, customer, suite)
    const cancelled = await requestShipping(staff, customer, suite)
    await customer.post(`/api/shipments/${cancelled}/cancel`)

    const csv = await csvOf(
      staff,
      '/api/admin/shipments.csv?status=invoiced&_sort=number&_order=asc',
      'shipments.csv'
    )
    assert.equal(
      csv[0],
      'number,status,service,suite,customer,recipientName,city,country,estimatedPriceCents,shippingCents,carrier,trackingNumber,createdAt,shippedAt,deliveredAt'
    )
    assert.deepEqual(
      csv.slice(1).map((row) => row.split(',')[0]),
      [first, second].sort()
    )
    assert.match(
      csv[1],
      new RegExp(`,invoiced,fedex_international_economy,${suite},[^,]+,Lucía Fernández,Madrid,ES,`)
    )
  })

  test('returns.csv: filtered by status, a formula-like reason made text', async ({ assert }) => {
    const { agent: staff } = await signedIn('staff')
    const { user, agent: customer } = await signedIn()
    const numbers = [
      await requestShipping(staff, customer, user.customerId!),
      await requestShipping(staff, customer, user.customerId!),
    ]
    const [broken, late] = await Promise.all(
      numbers.map((number) => Shipment.findByOrFail('number', number))
    )
    const approved = await ReturnRequest.create({
      userId: user.id,
      shipmentId: broken.id,
      status: 'approved',
      reason: '-1 star: arrived broken',
    })
    await ReturnRequest.create({
      userId: user.id,
      shipmentId: late.id,
      status: 'requested',
      reason: 'Arrived too late',
    })

    const csv = await csvOf(staff, '/api/admin/returns.csv?status=approved', 'returns.csv')
    assert.equal(
      csv[0],
      'id,status,orderNumber,shipmentNumber,suite,customer,reason,rejectionReason,trackingNumber,invoiceCents,refundCents,restockingFeeCents,createdAt,refundedAt'
    )
    assert.lengthOf(csv, 2)
    assert.match(
      csv[1],
      // Returns asked for before returns were of orders name their shipment, not an order.
      new RegExp(`^${approved.id},approved,,${broken.number},${user.customerId},[^,]+,'-1 star`)
    )
  })

  test('notifications.csv: what staff sent', async ({ assert }) => {
    const staff = await signedIn('staff')
    const customer = await signedIn()
    await staff.agent.post('/api/admin/notifications', {
      userId: customer.user.id,
      type: 'system_alert',
      texts: sameInEveryLanguage('Your package is ready', 'Come and see.'),
    })
    await staff.agent.post('/api/admin/notifications', {
      audience: 'all',
      type: 'promotion',
      texts: sameInEveryLanguage('@everyone: free storage week', 'Sixty days, "free", for all.'),
    })

    const csv = await csvOf(
      staff.agent,
      '/api/admin/notifications.csv?type=promotion',
      'notifications.csv'
    )
    assert.equal(csv[0], 'id,createdAt,audience,userId,type,title,body,recipientCount,sentBy')
    assert.lengthOf(csv, 2)
    assert.match(
      csv[1],
      /,all,,promotion,'@everyone: free storage week,"Sixty days, ""free"", for all\.",1,/
    )
    assert.isTrue(csv[1].endsWith(`,${staff.user.firstName} ${staff.user.lastName}`))
  })

  test('inbox.csv, also asked for with Accept: text/csv', async ({ assert }) => {
    const { agent: staff } = await signedIn('staff')
    const write = (email: string, message: string) =>
      ContactMessage.create({ name: 'Ana', email, message, locale: 'es', ip: null })
    const open = await write('ana@example.com', '+1 555 0100, call me')
    const done = await write('omar@example.com', 'Thanks!')
    await staff.post(`/api/admin/inbox/contact-${done.id}/resolve`)

    const csv = await csvOf(staff, '/api/admin/inbox.csv?resolved=false', 'inbox.csv')
    assert.equal(csv[0], 'id,kind,createdAt,name,email,locale,message,readAt,resolvedAt')
    assert.lengthOf(csv, 2)
    assert.match(csv[1], new RegExp(`^contact-${open.id},contact,[^,]+,Ana,ana@example.com,es,`))
    assert.include(csv[1], `,"'+1 555 0100, call me",,`)

    const accepted = await staff.get('/api/admin/inbox', { accept: 'text/csv' })
    assert.match(accepted.headers.get('content-type')!, /^text\/csv/)
    assert.lengthOf(lines(accepted.body), 3)
  })

  test('help-articles.csv and blog-posts.csv', async ({ assert }) => {
    const { agent: staff } = await signedIn('staff')
    const help = await helpCategory('en', 'customs', 'Customs')
    const article = await helpArticle(help, {
      slug: 'duties',
      title: '=1+1 duties explained',
      body: 'Duties.',
    })
    await helpArticle(help, { slug: 'draft', title: 'Draft', body: 'Soon.', published: false })
    const news = await blogCategory('es', 'news', 'Noticias')
    const post = await blogPost(news, { slug: 'horarios', title: 'Horarios de fin de año' })
    await blogPost(await blogCategory('en', 'news', 'News'), { slug: 'hours', title: 'Hours' })

    const articles = await csvOf(
      staff,
      '/api/admin/help-articles.csv?status=published',
      'help-articles.csv'
    )
    assert.equal(
      articles[0],
      'id,locale,slug,title,category,position,published,publishedAt,updatedAt'
    )
    assert.lengthOf(articles, 2)
    assert.match(
      articles[1],
      new RegExp(`^${article.id},en,duties,'=1\\+1 duties explained,customs,0,true,`)
    )

    const posts = await csvOf(staff, '/api/admin/blog-posts.csv?locale=es', 'blog-posts.csv')
    assert.equal(posts[0], 'id,locale,slug,title,category,author,published,publishedAt,updatedAt')
    assert.lengthOf(posts, 2)
    assert.match(
      posts[1],
      new RegExp(`^${post.id},es,horarios,Horarios de fin de año,news,Sigma team,true,`)
    )
  })

  test('comments.csv: the moderation queue', async ({ assert }) => {
    const { agent: staff } = await signedIn('staff')
    const post = await blogPost(await blogCategory('en', 'news', 'News'), {
      slug: 'cutoffs',
      title: 'Cut-offs',
    })
    const comment = (name: string, message: string, status: 'pending' | 'approved') =>
      BlogComment.create({
        blogPostId: post.id,
        name,
        email: `${name.toLowerCase()}@example.com`,
        message,
        status,
        ip: null,
      })
    const waiting = await comment('Mallory', '=HYPERLINK("http://evil","Click")', 'pending')
    await comment('Ana', 'Great post', 'approved')

    const csv = await csvOf(staff, '/api/admin/comments.csv?status=pending', 'comments.csv')
    assert.equal(csv[0], 'id,status,post,postLocale,name,email,message,createdAt,moderatedAt')
    assert.lengthOf(csv, 2)
    assert.include(
      csv[1],
      `${waiting.id},pending,cutoffs,en,Mallory,mallory@example.com,"'=HYPERLINK(""http://evil"",""Click"")",`
    )
  })
})
