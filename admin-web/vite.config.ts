import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { compression } from 'vite-plugin-compression2'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  // The API process serves this build under /admin; the back office's links all start there.
  base: '/admin/',
  // Brotli and gzip copies beside each built file, for the server to send as they are.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The refine + antd core that every page shares measures ~600 kB minified on its own.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        // A chunk split off for sharing would otherwise be named after one of its modules
        // (e.g. "use-page-title" for the refine + antd core), which misleads in bundle reports.
        // A page is named after its resource too (users-list, not list), so that bundle reports
        // tell them apart.
        chunkFileNames: (chunk) => {
          const page = /[\\/]pages[\\/]([^\\/]+)[\\/]([^\\/.]+)\.tsx$/.exec(
            chunk.facadeModuleId ?? ''
          )
          if (page) return `assets/${page[1]}-${page[2]}-[hash].js`
          return chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/shared-[hash].js'
        },
      },
      treeshake: {
        // @refinedev/antd imports react-markdown (and remark-gfm) at its top level for its
        // MarkdownField, which we never render; without this rule the unused markdown stack
        // (measured: 132 kB minified, 41 kB gzip) stays in the bundle because those packages do not
        // declare sideEffects.
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/](react-markdown|remark-gfm)[\\/]/, sideEffects: false },
        ],
      },
    },
  },
})
