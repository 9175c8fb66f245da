import tseslint from 'typescript-eslint'
import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

/* AdonisJS's recommended rules everywhere; React's recommended rules on both front ends. */
const FRONT_ENDS = ['customer-web/**/*.{ts,tsx}', 'admin-web/**/*.{ts,tsx}']

export default configApp(
  {
    ignores: [
      'customer-web/dist/**',
      'admin-web/dist/**',
      'database/schema.ts',
      'tmp/**',
      'storage/**',
    ],
  },
  ...react.map((block) => ({ ...block, files: FRONT_ENDS })),
  {
    name: 'Front ends: TypeScript + JSX, React file names',
    files: FRONT_ENDS,
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: { '@unicorn/filename-case': 'off' },
  },
  {
    name: 'Tests: `(await request()).status` reads best in assertions',
    files: ['tests/**/*.ts'],
    rules: { '@unicorn/no-await-expression-member': 'off' },
  }
)
