import router from '@adonisjs/core/services/router'

/**
 * A back-office list and its CSV twin: `<path>.csv` is answered by the same action, which then
 * streams the whole filtered, sorted list as a file. The twin is named `admin_<path>.csv`, with
 * the path's dashes as underscores.
 */
export function backOfficeList(path: string, action: Parameters<typeof router.get>[1]) {
  router.get(path, action)
  router.get(`${path}.csv`, action).as(`admin_${path.replaceAll('-', '_')}.csv`)
}
