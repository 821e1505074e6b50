import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.data',
      'node_modules',
      'src/ui/routeTree.gen.ts',
      'coverage',
      'playwright-report',
      'test-results',
      '.reports',
      '.firebase-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Domain code is pure: no wall clock, no randomness (DESIGN.md section 5.1).
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the time in as an argument.' },
        { object: 'Math', property: 'random', message: 'Pass a seeded random source in.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass the time in as an argument.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,cjs}', '*.config.{js,cjs}', '.dependency-cruiser.cjs', 'postcss.config.cjs'],
    languageOptions: { globals: { ...globals.node, module: 'writable' }, sourceType: 'commonjs' },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['bench/**/*.ts', 'tests/**/*.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
