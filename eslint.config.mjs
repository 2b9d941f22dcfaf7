import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Next registers the jsx-a11y plugin but enables only a handful of its rules; we want all recommended ones.
  { files: ['**/*.{jsx,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  // content/ is data and the types of that data: it may import its own modules, never code from
  // components/, app/, lib/ or a package, so an editor can change it without reading any code.
  {
    files: ['content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[^/]+$)',
              message:
                'content/ holds data only: import other content modules (./name) and nothing else; build URLs and logic in lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-*/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
      '.exports/**',
      '.cms/**',
    ],
  },
];

export default config;
