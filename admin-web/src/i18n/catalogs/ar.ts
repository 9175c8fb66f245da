/**
 * Every back-office message of one language in one chunk: the shared admin.json plus one file per
 * resource under locales/ar/admin/, so that each resource keeps its texts beside the others'.
 */
const files = import.meta.glob<Record<string, string>>(
  ['../../../../locales/ar/admin.json', '../../../../locales/ar/admin/*.json'],
  { eager: true, import: 'default' }
)

export default Object.assign({}, ...Object.values(files)) as Record<string, string>
