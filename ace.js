/*
 * Entry point for ace commands. TypeScript sources are executed through
 * @poppinss/ts-exec, so no build is needed during development.
 */
import '@poppinss/ts-exec'

await import('./bin/console.ts')
