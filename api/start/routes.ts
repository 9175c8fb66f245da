/*
 * Routes, one file per area of the product. The front-end catch-all below
 * must stay last: it answers every GET no other route claims.
 */
import router from '@adonisjs/core/services/router'
import '#start/routes/auth'
import '#start/routes/parcels'
import '#start/routes/money'
import '#start/routes/account'
import '#start/routes/content'
import '#start/routes/orders'
import '#start/routes/returns'
import '#start/routes/admin'
import '#start/routes/analytics'
import '#start/routes/live'

const WebAppsController = () => import('#controllers/web_apps_controller')
const OpenApiController = () => import('#controllers/openapi_controller')

router.get('/api/openapi.json', [OpenApiController, 'show'])
router.get('/sitemap.xml', [WebAppsController, 'sitemap'])
router.get('/robots.txt', [WebAppsController, 'robots'])
router.any('/api/*', [WebAppsController, 'apiNotFound'])
router.get('*', [WebAppsController, 'show'])
