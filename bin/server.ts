import { prettyPrintError } from '@adonisjs/core'
import { createSecuredServer } from '#services/platform/security_headers'
import { createIgnitor } from './ignitor.js'

createIgnitor()
  .httpServer()
  .start(createSecuredServer)
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
