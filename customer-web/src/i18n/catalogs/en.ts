import type { Messages } from '../messages'

/**
 * Every customer-app message of one language in one chunk: the shell's (web.json), the public pages'
 * (pages.json) and one file per signed-in feature under locales/en/app/.
 */
const files = import.meta.glob<Messages>(
  ['@locales/en/web.json', '@locales/en/pages.json', '@locales/en/app/*.json'],
  { eager: true, import: 'default' }
)

export default Object.assign({}, ...Object.values(files)) as Messages
