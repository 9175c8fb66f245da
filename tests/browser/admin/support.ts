/** Shared by the back office's browser tests: the demo records, and pages signed in as demo staff. */
import db from '@adonisjs/lucid/services/db'
import OrdersSeeder from '#database/seeders/orders_seeder'
import ParcelsSeeder from '#database/seeders/parcels_seeder'
import ReturnsSeeder from '#database/seeders/returns_seeder'
import { DEMO_ACCOUNTS, type DemoAccount } from '#tests/helpers/auth'
import { appUrl, openPage, signInBrowser, type OpenPageOptions } from '#tests/helpers/browser'

/**
 * The demo orders (one per status), purchase requests (one per step), parcels and returns, made
 * through the API's own services. Each seeder runs only once on a database, whichever test file asks.
 */
export async function seedDemoRecords() {
  await new OrdersSeeder(db.connection()).run()
  await new ParcelsSeeder(db.connection()).run()
  await new ReturnsSeeder(db.connection()).run()
}

/**
 * A back-office page at `path` (under /admin) as a demo staff member or admin sees it, in `lang`.
 * With motion reduced: a dialog's opening zoom moves its buttons while a click is on its way, and
 * on a busy machine the click can land beside the button (the tests check what the buttons do;
 * the shell's tests check that motion follows the setting).
 */
export async function openBackOffice(
  path: string,
  who: Extract<DemoAccount, 'staff' | 'admin'> = 'staff',
  { lang = 'en', ...options }: OpenPageOptions & { lang?: 'en' | 'es' | 'ar' } = {}
) {
  const opened = await openPage('/api/health', {
    reducedMotion: 'reduce',
    ...options,
    storage: { sigma_language_preference: lang, ...options.storage },
  })
  await signInBrowser(opened.page, DEMO_ACCOUNTS[who])
  await opened.page.goto(new URL(`/admin${path}`, appUrl()).href)
  return opened
}
