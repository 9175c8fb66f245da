/* Orders and purchase assistance. */
import router from '@adonisjs/core/services/router'
import { signedIn, staff, admins } from '#start/routes/access'
import { backOfficeList } from '#start/routes/back_office_lists'

const OrdersController = () => import('#controllers/orders_controller')
const PurchaseRequestsController = () => import('#controllers/purchase_requests_controller')
const AdminOrdersController = () => import('#controllers/admin_orders_controller')
const AdminPurchaseRequestsController = () =>
  import('#controllers/admin_purchase_requests_controller')

export default function orderRoutes() {
  /* The signed-in customer's own records; anyone else's are 404. */
  router
    .group(() => {
      router.get('orders', [OrdersController, 'index'])
      router.get('orders/:number', [OrdersController, 'show'])
      router.post('orders/:number/cancel', [OrdersController, 'cancel'])

      router.get('purchase-requests', [PurchaseRequestsController, 'index'])
      router.post('purchase-requests', [PurchaseRequestsController, 'store'])
      router.get('purchase-requests/:id', [PurchaseRequestsController, 'show'])
      router.post('purchase-requests/:id/accept', [PurchaseRequestsController, 'accept'])
    })
    .prefix('/api')
    .where('id', router.matchers.number())
    .use(signedIn)

  /* Staff and admins. */
  router
    .group(() => {
      backOfficeList('orders', [AdminOrdersController, 'index'])
      router.get('orders/:number', [AdminOrdersController, 'show'])
      router.post('orders/:number/status', [AdminOrdersController, 'changeStatus'])
      router.post('orders/:number/package', [AdminOrdersController, 'linkPackage'])

      backOfficeList('purchase-requests', [AdminPurchaseRequestsController, 'index'])
      router.get('purchase-requests/:id', [AdminPurchaseRequestsController, 'show'])
      router.post('purchase-requests/:id/quote', [AdminPurchaseRequestsController, 'quote'])
      router.post('purchase-requests/:id/purchased', [AdminPurchaseRequestsController, 'purchased'])
    })
    .prefix('/api/admin')
    .where('id', router.matchers.number())
    .use(staff)

  /* Admins only. */
  router
    .group(() => {
      router.delete('orders/:number', [AdminOrdersController, 'destroy'])
    })
    .prefix('/api/admin')
    .use(admins)
}
