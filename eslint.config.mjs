import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import { noLiteralHrefRule } from './eslint/noLiteralHref.mjs'

// No i18next in a page's browser code: components read strings through lib/i18n/useTranslation,
// and i18next works on the server only (lib/i18n/pageTranslations.ts). Its types may be used.
const noI18nextInTheBrowser = [
  {
    name: 'next-i18next/pages',
    allowTypeImports: true,
    message: 'Use useTranslation from @/lib/i18n/useTranslation.',
  },
  { name: 'react-i18next', message: 'Use useTranslation and Trans from @/lib/i18n.' },
  { name: 'i18next', allowTypeImports: true, message: 'i18next runs on the server only.' },
]

const eslintConfig = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '**/.next-*/**',
      'cms/dist/**',
      'cms/.sanity/**',
      'next-env.d.ts',
      '**/styled-system/**',
      'cms/sanity.types.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  // The layers, bottom up: cms (schemas, queries) → lib/content (the content source) → lib's
  // feature folders → components → pages. An import may only point down.
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'lib/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noI18nextInTheBrowser,
          patterns: [
            {
              group: ['@/components/*', '@/pages/*'],
              message: 'lib/ sits under components/ and pages/.',
            },
          ],
        },
      ],
    },
  },
  // The alert e-mails are rendered by the dispatcher on the server, never in a page: they take
  // their strings from i18next itself (lib/alerts/email/alertEmailStrings.ts).
  {
    files: ['lib/alerts/email/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noI18nextInTheBrowser.filter(({ name }) => name !== 'i18next'),
          patterns: [
            {
              group: ['@/components/*', '@/pages/*'],
              message: 'lib/ sits under components/ and pages/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/content/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noI18nextInTheBrowser,
          patterns: [
            {
              group: [
                '@/lib/*',
                '!@/lib/content',
                '!@/lib/env',
                '!@/lib/i18n',
                '@/lib/i18n/*',
                '!@/lib/i18n/lang',
              ],
              message:
                'lib/content is the content source under every feature: it imports none of them (the language type aside).',
            },
            {
              group: ['@/components/*', '@/pages/*'],
              message: 'lib/ sits under components/ and pages/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: noI18nextInTheBrowser }] },
  },
  // The document's parts: rendered only by pages/_document.tsx (and the bench floors' document,
  // which their pages/_document.jsx re-export), on the server.
  {
    files: ['components/document/**/*.{ts,tsx}', 'bench/site/reference/floor/FloorDocument.jsx'],
    rules: { '@next/next/no-document-import-in-page': 'off' },
  },
  // Every internal address comes from the route table.
  {
    files: ['components/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'lib/testing/**', 'lib/routes.ts'],
    rules: { 'no-restricted-syntax': noLiteralHrefRule },
  },
  {
    // The services run apart from the site: what they share with it is in shared/.
    files: ['services/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/*', '@/components/*', '@/pages/*'],
              message: 'services/ import only what they share with the site, from @/shared/*.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/*', '@/components/*', '@/pages/*', '@/services/*', '../*'],
              message: 'shared/ is under the site and the services: it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]

export default eslintConfig
