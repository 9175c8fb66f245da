/*
 * The back office's accounts, totals, invoices, wallet ledger, CSV exports and failed background
 * jobs. Staff read and send failed jobs back to their queue; admins alone change accounts and
 * admin rights. Each list's `.csv` twin streams the same filtered, sorted rows (as does
 * `Accept: text/csv` on the list's own URL).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminUsersController = () => import('#controllers/admin_users_controller')
const AdminStatsController = () => import('#controllers/admin_stats_controller')
const AdminInvoicesController = () => import('#controllers/admin_invoices_controller')
const AdminPackagesController = () => import('#controllers/admin_packages_controller')
const AdminWalletTransactionsController = () =>
  import('#controllers/admin_wallet_transactions_controller')

const AdminJobsController = () => import('#controllers/admin_jobs_controller')

const signedIn = [middleware.browserSession(), middleware.initializeAuth()]

router
  .group(() => {
    router.get('users', [AdminUsersController, 'index'])
    router.get('users.csv', [AdminUsersController, 'index']).as('admin_users.csv')
    router.get('users/:id', [AdminUsersController, 'show'])

    router.get('invoices', [AdminInvoicesController, 'index'])
    router.get('invoices.csv', [AdminInvoicesController, 'index']).as('admin_invoices.csv')
    router.get('invoices/:number', [AdminInvoicesController, 'show'])

    router.get('wallet-transactions', [AdminWalletTransactionsController, 'index'])
    router
      .get('wallet-transactions.csv', [AdminWalletTransactionsController, 'index'])
      .as('admin_wallet_transactions.csv')
    router.get('wallet-transactions/:id', [AdminWalletTransactionsController, 'show'])

    router.get('packages.csv', [AdminPackagesController, 'index']).as('admin_packages.csv')

    router.get('stats', [AdminStatsController, 'show'])

    router.get('jobs/failed', [AdminJobsController, 'failed'])
    router.post('jobs/failed/:id/retry', [AdminJobsController, 'retry'])
  })
  .prefix('/api/admin')
  .where('id', router.matchers.number())
  .use([...signedIn, middleware.auth({ roles: ['staff', 'admin'] })])

router
  .group(() => {
    router.patch('users/:id', [AdminUsersController, 'update'])
    router.delete('users/:id', [AdminUsersController, 'destroy'])
    router.post('users/:id/make-admin', [AdminUsersController, 'makeAdmin'])
    router.post('users/:id/remove-admin', [AdminUsersController, 'removeAdmin'])
  })
  .prefix('/api/admin')
  .where('id', router.matchers.number())
  .use([...signedIn, middleware.auth({ roles: ['admin'] })])
