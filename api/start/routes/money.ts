/* Invoices, payments and the wallet; the admin's refunds, adjustments and withdrawal payouts. */
import router from '@adonisjs/core/services/router'
import { signedIn, admins } from '#start/routes/access'

const InvoicesController = () => import('#controllers/invoices_controller')
const WalletController = () => import('#controllers/wallet_controller')
const AdminInvoicesController = () => import('#controllers/admin_invoices_controller')
const AdminWalletTransactionsController = () =>
  import('#controllers/admin_wallet_transactions_controller')

export default function moneyRoutes() {
  router
    .group(() => {
      router.get('invoices', [InvoicesController, 'index'])
      router.get('invoices/:number', [InvoicesController, 'show'])
      router.post('invoices/:number/pay', [InvoicesController, 'pay'])

      router.get('wallet', [WalletController, 'show'])
      router.get('wallet/transactions', [WalletController, 'transactions'])
      router.post('wallet/top-ups', [WalletController, 'topUp'])
      router.post('wallet/withdrawals', [WalletController, 'withdraw'])
    })
    .prefix('/api')
    .use(signedIn)

  router
    .group(() => {
      router.post('invoices/:number/refund', [AdminInvoicesController, 'refund'])
      router
        .post('wallets/:userId/adjust', [AdminInvoicesController, 'adjustWallet'])
        .where('userId', router.matchers.number())
      router.post('wallet-transactions/:id/pay-out', [AdminWalletTransactionsController, 'payOut'])
      router.post('wallet-transactions/:id/reject', [AdminWalletTransactionsController, 'reject'])
    })
    .prefix('/api/admin')
    .where('id', router.matchers.number())
    .use(admins)
}
