import env from '#start/env'
import { defineConfig } from '@adonisjs/cors'

/* Only the origins we configure may call the API from a browser on another origin. */
export const allowedOrigins = (env.get('CORS_ORIGINS') ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)

const corsConfig = defineConfig({
  enabled: true,
  origin: allowedOrigins,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['x-total-count', 'retry-after', 'idempotent-replayed'],
  credentials: true,
  maxAge: 90,
})

export default corsConfig
