/* Contact form, help center, blog and its comments; the back office's content desk. */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { commentThrottle, contactThrottle } from '#start/content_limiter'

const ContactController = () => import('#controllers/contact_controller')
const HelpController = () => import('#controllers/help_controller')
const BlogController = () => import('#controllers/blog_controller')
const AdminContentController = () => import('#controllers/admin_content_controller')

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
    router.get('help-articles', [AdminContentController, 'helpArticles'])
    router
      .get('help-articles.csv', [AdminContentController, 'helpArticles'])
      .as('admin_help_articles.csv')
    router.post('help-articles', [AdminContentController, 'createHelpArticle'])
    router.get('help-articles/:id', [AdminContentController, 'showHelpArticle'])
    router.patch('help-articles/:id', [AdminContentController, 'editHelpArticle'])
    router.post('help-articles/:id/publish', [AdminContentController, 'publishHelpArticle'])
    router.post('help-articles/:id/unpublish', [AdminContentController, 'unpublishHelpArticle'])

    router.get('blog-posts', [AdminContentController, 'blogPosts'])
    router.get('blog-posts.csv', [AdminContentController, 'blogPosts']).as('admin_blog_posts.csv')
    router.post('blog-posts', [AdminContentController, 'createBlogPost'])
    router.get('blog-posts/:id', [AdminContentController, 'showBlogPost'])
    router.patch('blog-posts/:id', [AdminContentController, 'editBlogPost'])
    router.post('blog-posts/:id/publish', [AdminContentController, 'publishBlogPost'])
    router.post('blog-posts/:id/unpublish', [AdminContentController, 'unpublishBlogPost'])

    router.get('comments', [AdminContentController, 'comments'])
    router.get('comments.csv', [AdminContentController, 'comments']).as('admin_comments.csv')
    router.post('comments/:id/approve', [AdminContentController, 'approveComment'])
    router.post('comments/:id/reject', [AdminContentController, 'rejectComment'])
  })
  .prefix('/api/admin')
  .where('id', router.matchers.number())
  .use([
    middleware.browserSession(),
    middleware.initializeAuth(),
    middleware.auth({ roles: ['staff', 'admin'] }),
  ])
