import env from '#start/env'
import { resolve } from 'node:path'
import { defineConfig, services } from '@adonisjs/drive'

/*
 * Package photos and profile pictures: local disk by default, in storage/ where the server starts
 * (the project's root), not in the build output that every rebuild replaces.
 */
const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK', 'fs'),
  services: {
    fs: services.fs({
      location: resolve('storage'),
      serveFiles: true,
      routeBasePath: '/uploads',
      visibility: 'public',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
import type { InferDriveDisks } from '@adonisjs/drive/types'
