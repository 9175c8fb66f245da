/*
 * The back office's accounts, totals, invoices, wallet ledger, CSV exports and failed background
 * jobs. Staff read accounts and send failed jobs back to their queue; admins alone change
 * accounts and roles (after re-entering their password), and see revenue and the wallet ledger. Each list's `.csv` twin streams the same filtered, sorted rows (as does
 * `Accept: text/csv` on the list's own URL).
 */
import router from '@adonisjs/core/services/router'
import { staff, admins } from '#start/routes/access'
import { backOfficeList } from '#start/routes/back_office_lists'

const AdminUsersController = () => import('#controllers/admin_users_controller')
const AdminStatsController = () => import('#controllers/admin_stats_controller')
const AdminWorkQueueController = () => import('#controllers/admin_work_queue_controller')
const AdminInvoicesController = () => import('#controllers/admin_invoices_controller')
const AdminWalletTransactionsController = () =>
  import('#controllers/admin_wallet_transactions_controller')

const AdminJobsController = () => import('#controllers/admin_jobs_controller')

export default function adminRoutes() {
  router
    .group(() => {
      backOfficeList('users', [AdminUsersController, 'index'])
      router.get('users/:id', [AdminUsersController, 'show'])
      router.get('users/:id/role-changes', [AdminUsersController, 'roleChanges'])

      backOfficeList('invoices', [AdminInvoicesController, 'index'])
      router.get('invoices/:number', [AdminInvoicesController, 'show'])

      router.get('stats', [AdminStatsController, 'show'])
      router.get('work-queue', [AdminWorkQueueController, 'show'])

      router.get('jobs/failed', [AdminJobsController, 'failed'])
      router.post('jobs/failed/:id/retry', [AdminJobsController, 'retry'])
    })
    .prefix('/api/admin')
    .where('id', router.matchers.number())
    .use(staff)

  router
    .group(() => {
      router.patch('users/:id', [AdminUsersController, 'update'])
      router.delete('users/:id', [AdminUsersController, 'destroy'])
      router.post('reauthenticate', [AdminUsersController, 'reauthenticate'])
      router.put('users/:id/role', [AdminUsersController, 'changeRole'])

      backOfficeList('wallet-transactions', [AdminWalletTransactionsController, 'index'])
      router.get('wallet-transactions/:id', [AdminWalletTransactionsController, 'show'])
    })
    .prefix('/api/admin')
    .where('id', router.matchers.number())
    .use(admins)
}
