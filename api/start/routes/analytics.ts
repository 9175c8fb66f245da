/* The visitor's analytics tracker; the back office's funnels and heatmap. */
import router from '@adonisjs/core/services/router'
import { staff } from '#start/routes/access'
import { analyticsThrottle } from '#start/analytics_limiter'

const AnalyticsController = () => import('#controllers/analytics_controller')
const AdminAnalyticsController = () => import('#controllers/admin_analytics_controller')

export default function analyticsRoutes() {
  /*
   * Public and cheap: no session, so no CSRF. The session is sent with navigator.sendBeacon,
   * which cannot add the CSRF header; the bodies carry no credentials, and the rate limit and
   * size caps keep them from being flooded.
   */
  router
    .group(() => {
      router.post('events', [AnalyticsController, 'event'])
      router.post('sessions', [AnalyticsController, 'session'])
    })
    .prefix('/api/analytics')
    .use(analyticsThrottle)

  router
    .group(() => {
      router.get('funnels/:name', [AdminAnalyticsController, 'funnel'])
      router.get('heatmap', [AdminAnalyticsController, 'heatmap'])
    })
    .prefix('/api/admin/analytics')
    .use(staff)
}
