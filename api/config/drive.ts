import env from '#start/env'
import { resolve } from 'node:path'
import { defineConfig, services } from '@adonisjs/drive'

/*
 * Package photos and profile pictures: local disk by default, in storage/ where the server starts
 * (the project's root), not in the build output that every rebuild replaces, served under
 * /uploads by UploadsController (which answers 404 for any key the product never writes). Customers' own documents (the proofs of their claims) are kept apart in
 * storage-private/, never served as files: each leaves through a route that checks who asks.
 */
const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK', 'fs'),
  services: {
    fs: services.fs({
      location: resolve('storage'),
      serveFiles: false,
      visibility: 'public',
    }),
    private: services.fs({
      location: resolve('storage-private'),
      serveFiles: false,
      visibility: 'private',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
import type { InferDriveDisks } from '@adonisjs/drive/types'
