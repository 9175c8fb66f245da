/**
 * Every back-office message of one language in one chunk: the shared admin.json plus one file per
 * resource under locales/en/admin/, so that each resource keeps its texts beside the others'.
 */
const files = import.meta.glob<Record<string, string>>(
  ['../../../../locales/en/admin.json', '../../../../locales/en/admin/*.json'],
  { eager: true, import: 'default' }
)

export default Object.assign({}, ...Object.values(files)) as Record<string, string>
