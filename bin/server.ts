import { createServer } from 'node:http'
import { prettyPrintError } from '@adonisjs/core'
import { withSecurityHeaders } from '#services/platform/security_headers'
import { createIgnitor } from './ignitor.js'

createIgnitor()
  .httpServer()
  .start((handle) => createServer(withSecurityHeaders(handle)))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
