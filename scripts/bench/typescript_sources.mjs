/*
 * The bench reads some of the apps' TypeScript directly (the route table, the goods categories).
 * Their imports, relative or through the package's `#` aliases, name the compiled .js files, as
 * the server build needs; here, with Node stripping the types, those files are still .ts. Import
 * this module before any module that reaches such a file: the hook must be in place when the
 * importing module is linked, so import those dynamically after it.
 */
import { registerHooks } from 'node:module'

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context)
    } catch (error) {
      if (error.code !== 'ERR_MODULE_NOT_FOUND' || !error.url?.endsWith('.js')) throw error
      return nextResolve(error.url.replace(/\.js$/, '.ts'), context)
    }
  },
})
