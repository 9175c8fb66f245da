/* Contact form, help center, blog and its comments; the back office's content desk. */
import router from '@adonisjs/core/services/router'
import { staff } from '#start/routes/access'
import { backOfficeList } from '#start/routes/back_office_lists'
import { commentThrottle, contactThrottle } from '#start/content_limiter'

const ContactController = () => import('#controllers/contact_controller')
const HelpController = () => import('#controllers/help_controller')
const BlogController = () => import('#controllers/blog_controller')
const AdminContentController = () => import('#controllers/admin_content_controller')

export default function contentRoutes() {
  /*
   * Public and cheap: no session, no auth. The two forms are sent by visitors who may have
   * no session; they carry no credentials, so there is nothing for CSRF to protect, and the
   * rate limits keep them from being flooded.
   */
  router
    .group(() => {
      router.post('contact', [ContactController, 'store']).use(contactThrottle)

      router.get('help/categories', [HelpController, 'categories'])
      router.get('help/articles', [HelpController, 'index'])
      router.get('help/articles/:slug', [HelpController, 'show'])

      router.get('blog/categories', [BlogController, 'categories'])
      router.get('blog/posts', [BlogController, 'index'])
      router.get('blog/posts/:slug', [BlogController, 'show'])
      router.post('blog/posts/:slug/comments', [BlogController, 'comment']).use(commentThrottle)
    })
    .prefix('/api')

  router
    .group(() => {
      // Help articles and blog posts are edited alike: list (and its CSV), create, show, edit, publish.
      for (const { path, list, one } of [
        { path: 'help-articles', list: 'helpArticles', one: 'HelpArticle' },
        { path: 'blog-posts', list: 'blogPosts', one: 'BlogPost' },
      ] as const) {
        router.get(path, [AdminContentController, list])
        router
          .get(`${path}.csv`, [AdminContentController, list])
          .as(`admin_${path.replace('-', '_')}.csv`)
        router.post(path, [AdminContentController, `create${one}`])
        router.get(`${path}/:id`, [AdminContentController, `show${one}`])
        router.patch(`${path}/:id`, [AdminContentController, `edit${one}`])
        router.post(`${path}/:id/publish`, [AdminContentController, `publish${one}`])
        router.post(`${path}/:id/unpublish`, [AdminContentController, `unpublish${one}`])
      }

      backOfficeList('comments', [AdminContentController, 'comments'])
      router.post('comments/:id/approve', [AdminContentController, 'approveComment'])
      router.post('comments/:id/reject', [AdminContentController, 'rejectComment'])
    })
    .prefix('/api/admin')
    .where('id', router.matchers.number())
    .use(staff)
}
