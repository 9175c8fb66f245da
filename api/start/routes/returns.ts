/* Returns: the customer asks, staff decide, inspect and refund. */
import router from '@adonisjs/core/services/router'
import { signedIn, staff } from '#start/routes/access'
import { backOfficeList } from '#start/routes/back_office_lists'

const ReturnsController = () => import('#controllers/returns_controller')
const AdminReturnsController = () => import('#controllers/admin_returns_controller')

export default function returnRoutes() {
  router
    .group(() => {
      router.get('returns', [ReturnsController, 'index'])
      router.post('returns', [ReturnsController, 'store'])
      router.get('returns/:id', [ReturnsController, 'show']).where('id', router.matchers.number())
      router.get('orders/:number/return-terms', [ReturnsController, 'terms'])
    })
    .prefix('/api')
    .use(signedIn)

  router
    .group(() => {
      backOfficeList('returns', [AdminReturnsController, 'index'])
      router.get('returns/:id', [AdminReturnsController, 'show'])
      router.post('returns/:id/approve', [AdminReturnsController, 'approve'])
      router.post('returns/:id/reject', [AdminReturnsController, 'reject'])
      router.post('returns/:id/shipped-back', [AdminReturnsController, 'shippedBack'])
      router.post('returns/:id/inspect', [AdminReturnsController, 'inspect'])
      router.post('returns/:id/refund', [AdminReturnsController, 'refund'])
    })
    .prefix('/api/admin')
    .where('id', router.matchers.number())
    .use(staff)
}
