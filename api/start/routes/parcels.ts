/* Countries, HS codes, quotes, packages, declarations, shipments and tracking. */
import router from '@adonisjs/core/services/router'
import { signedIn, staff } from '#start/routes/access'
import { backOfficeList } from '#start/routes/back_office_lists'

const CountriesController = () => import('#controllers/countries_controller')
const HsCodesController = () => import('#controllers/hs_codes_controller')
const QuotesController = () => import('#controllers/quotes_controller')
const TrackingController = () => import('#controllers/tracking_controller')
const PackagesController = () => import('#controllers/packages_controller')
const ShipmentsController = () => import('#controllers/shipments_controller')
const AddressesController = () => import('#controllers/addresses_controller')
const DashboardController = () => import('#controllers/dashboard_controller')
const PackageClaimsController = () => import('#controllers/package_claims_controller')
const AdminPackagesController = () => import('#controllers/admin_packages_controller')
const AdminUnidentifiedPackagesController = () =>
  import('#controllers/admin_unidentified_packages_controller')
const AdminPackageClaimsController = () => import('#controllers/admin_package_claims_controller')
const AdminShipmentsController = () => import('#controllers/admin_shipments_controller')

export default function parcelRoutes() {
  /* Public and cheap: no session, no CSRF, no auth (no cookie to protect). */
  router
    .group(() => {
      router.get('countries', [CountriesController, 'index'])
      router.get('hs-codes', [HsCodesController, 'index'])
      router.post('quotes', [QuotesController, 'store'])
      router.get('tracking/:trackingNumber', [TrackingController, 'show'])
    })
    .prefix('/api')

  /* The signed-in customer's own records; anyone else's are 404. */
  router
    .group(() => {
      router.get('me/warehouse-address', [DashboardController, 'warehouseAddress'])
      router.get('dashboard', [DashboardController, 'show'])

      router.get('packages', [PackagesController, 'index'])
      router.get('packages/:number', [PackagesController, 'show'])
      router.put('packages/:number/declaration', [PackagesController, 'declare'])

      router.get('package-claims', [PackageClaimsController, 'index'])
      router.post('package-claims', [PackageClaimsController, 'store'])
      router.get('package-claims/:id/proof', [PackageClaimsController, 'proof'])

      router.get('shipments', [ShipmentsController, 'index'])
      router.post('shipments', [ShipmentsController, 'store'])
      router.post('shipments/quote', [ShipmentsController, 'quote'])
      router.post('shipments/latin-address', [ShipmentsController, 'latinAddress'])
      router.get('shipments/:number', [ShipmentsController, 'show'])
      router.post('shipments/:number/cancel', [ShipmentsController, 'cancel'])

      router.get('addresses', [AddressesController, 'index'])
      router.post('addresses', [AddressesController, 'store'])
      router.put('addresses/:id', [AddressesController, 'update'])
      router.delete('addresses/:id', [AddressesController, 'destroy'])
    })
    .prefix('/api')
    .where('id', router.matchers.number())
    .use(signedIn)

  /* The warehouse: staff and admins. */
  router
    .group(() => {
      backOfficeList('packages', [AdminPackagesController, 'index'])
      router.post('packages', [AdminPackagesController, 'store'])
      router.get('packages/:number', [AdminPackagesController, 'show'])
      router.get('packages/:number/label.pdf', [AdminPackagesController, 'label'])
      router.put('packages/:number', [AdminPackagesController, 'update'])
      router.post('packages/:number/photos', [AdminPackagesController, 'addPhotos'])
      router.post('packages/:number/dispose', [AdminPackagesController, 'dispose'])

      router.get('unidentified-packages', [AdminUnidentifiedPackagesController, 'index'])
      router.get('unidentified-packages/:number', [AdminUnidentifiedPackagesController, 'show'])
      router.get('package-claims', [AdminPackageClaimsController, 'index'])
      router.get('package-claims/:id', [AdminPackageClaimsController, 'show'])
      router
        .get('package-claims/:id/proof', [PackageClaimsController, 'proof'])
        .as('admin_package_claims.proof')
      router.post('package-claims/:id/approve', [AdminPackageClaimsController, 'approve'])
      router.post('package-claims/:id/reject', [AdminPackageClaimsController, 'reject'])

      backOfficeList('shipments', [AdminShipmentsController, 'index'])
      router.get('shipments/:number', [AdminShipmentsController, 'show'])
      router.get('shipments/:number/label.pdf', [AdminShipmentsController, 'label'])
      router.get('shipments/:number/commercial-invoice.pdf', [
        AdminShipmentsController,
        'commercialInvoice',
      ])
      router.post('shipments/:number/pack', [AdminShipmentsController, 'pack'])
      router.post('shipments/:number/invoice', [AdminShipmentsController, 'invoice'])
      router.put('shipments/:number/tracking', [AdminShipmentsController, 'tracking'])
      router.post('shipments/:number/events', [AdminShipmentsController, 'addEvent'])
      router.post('shipments/:number/ship', [AdminShipmentsController, 'ship'])
      router.post('shipments/:number/deliver', [AdminShipmentsController, 'deliver'])
      router.post('shipments/:number/duties-bill', [AdminShipmentsController, 'dutiesBill'])
    })
    .prefix('/api/admin')
    .where('id', router.matchers.number())
    .use(staff)
}
