/*
 * Routes, one file per area of the product. The front-end catch-all below must stay last: it
 * answers every GET no other route claims.
 */
import router from '@adonisjs/core/services/router'
import authRoutes from '#start/routes/auth'
import parcelRoutes from '#start/routes/parcels'
import moneyRoutes from '#start/routes/money'
import accountRoutes from '#start/routes/account'
import contentRoutes from '#start/routes/content'
import orderRoutes from '#start/routes/orders'
import returnRoutes from '#start/routes/returns'
import adminRoutes from '#start/routes/admin'
import analyticsRoutes from '#start/routes/analytics'
import liveRoutes from '#start/routes/live'

const WebAppsController = () => import('#controllers/web_apps_controller')
const OpenApiController = () => import('#controllers/openapi_controller')
const UploadsController = () => import('#controllers/uploads_controller')

authRoutes()
parcelRoutes()
moneyRoutes()
accountRoutes()
contentRoutes()
orderRoutes()
returnRoutes()
adminRoutes()
analyticsRoutes()
liveRoutes()

router.get('/api/openapi.json', [OpenApiController, 'show'])
router.get('/sitemap.xml', [WebAppsController, 'sitemap'])
router.get('/robots.txt', [WebAppsController, 'robots'])
router.get('/uploads/*', [UploadsController, 'show'])
router.any('/api/*', [WebAppsController, 'apiNotFound'])
router.get('*', [WebAppsController, 'show'])
