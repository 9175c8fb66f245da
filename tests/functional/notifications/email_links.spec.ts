import { test } from '@japa/runner'
import env from '#start/env'
import { fakeMailEachTest } from '#tests/helpers/mail'
import { isolateEachTest } from '#tests/helpers/database'
import { signedIn } from '#tests/helpers/auth'
import { runJobs } from '#tests/helpers/jobs'
import { BrowserAgent } from '#tests/helpers/http'
import { ECONOMY, destination, readyPackage } from '#tests/functional/parcels/helpers'
import { expectStatus, paidRequest } from '#tests/functional/orders/helpers'
import { pathFor, recordPath, type Lang } from '#customer-routes'

/** Every link an email carries: the plain text's and the HTML part's, which must be the same. */
function linksOf(email: { nodeMailerMessage: { text?: unknown; html?: unknown } }) {
  const text = String(email.nodeMailerMessage.text)
  const html = String(email.nodeMailerMessage.html)
  const plain = [...text.matchAll(/https?:\/\/\S+/g)].map(([link]) => link)
  // The HTML part escapes & as &#38;: read the attribute as a browser would.
  const anchors = [...html.matchAll(/href="([^"]+)"/g)].map(([, link]) =>
    link.replaceAll('&#38;', '&')
  )
  return { plain, anchors }
}

test.group(
  'Every email links to the page of what it is about, in the reader’s language',
  (group) => {
    isolateEachTest(group)
    const sentMails = fakeMailEachTest(group)

    for (const lang of ['en', 'es', 'ar'] as Lang[]) {
      test(`package, shipment, invoice and order emails in ${lang}`, async ({ assert }) => {
        const { agent: staff } = await signedIn('staff')
        const { user, agent: customer } = await signedIn('customer', { locale: lang })

        const pkg = await readyPackage(staff, customer, user.customerId!)
        const requested = await expectStatus(
          await customer.post('/api/shipments', {
            packageNumbers: [pkg.number],
            service: ECONOMY,
            address: destination,
          }),
          201
        )
        const invoiceNumber = requested.invoice.number
        const order = await paidRequest(customer, staff)
        const purchased = await expectStatus(
          await staff.post(`/api/admin/purchase-requests/${order.id}/purchased`, {
            items: order.items.map(({ id }: { id: number }) => ({ id, bought: true })),
            inboundTracking: '1ZLINKS0001',
          }),
          200
        )
        await runJobs()

        const expected = [
          recordPath({ kind: 'package', key: pkg.number }, lang),
          // The ship request's email opens its invoice, raised with it.
          recordPath({ kind: 'invoice', key: invoiceNumber }, lang),
          recordPath({ kind: 'order', key: purchased.orderNumber }, lang),
        ].map((path) => new URL(path, 'http://x').pathname + new URL(path, 'http://x').search)

        const emails = sentMails()
        assert.isAtLeast(emails.length, 3)
        const opened = new Set<string>()
        for (const email of emails) {
          const { plain, anchors } = linksOf(email)
          assert.lengthOf(anchors, 1, email.nodeMailerMessage.subject as string)
          assert.deepEqual(anchors, plain, 'the HTML part links where the text part does')
          const link = new URL(anchors[0])
          assert.notInclude(link.pathname, '%25', 'percent-encoded once')
          assert.notEqual(
            decodeURI(link.pathname),
            pathFor('notifications', lang),
            `${email.nodeMailerMessage.subject} links to what it is about`
          )
          opened.add(link.pathname + link.search)

          const page = await customer.get(link.pathname + link.search, { accept: 'text/html' })
          assert.equal(page.status, 200, link.href)
          assert.include(page.body, `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`)
        }
        for (const path of expected) assert.isTrue(opened.has(path), `an email links to ${path}`)
      })
    }

    test('an Arabic link opens the page, not the not-found page, for a visitor too', async ({
      assert,
    }) => {
      const { agent: staff } = await signedIn('staff')
      const { user, agent: customer } = await signedIn('customer', { locale: 'ar' })
      const pkg = await readyPackage(staff, customer, user.customerId!)
      await runJobs()

      const [email] = sentMails()
      const html = String(email.nodeMailerMessage.html)
      const href = /href="([^"]+)"/.exec(html)![1]
      assert.equal(href, new URL(encodeURI(`/ar/الطرود/${pkg.number}`), env.get('APP_URL')).href)
      assert.include(html, 'lang="ar" dir="rtl"')
      const page = await new BrowserAgent().get(new URL(href).pathname, { accept: 'text/html' })
      assert.equal(page.status, 200, String(page.body).slice(0, 2000))
      assert.include(page.body, '<html lang="ar" dir="rtl">')
    })
  }
)
