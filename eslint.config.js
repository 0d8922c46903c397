// One lint setup for the whole repo. On the web app it also enforces the feature boundaries of
// CONVENTIONS.md §6 (features never import each other; shared code never imports features or app)
// and forbids import cycles.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under features/ is a feature; each is walled off from the others.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const LEDGER_REPOS = {
  group: ['**/ledger/ledger.repo', '**/ledger/transactions.repo'],
  message: 'Only modules/ledger/** touches transaction rows and ledger tables: use the entry, modules/ledger (post, postMany, reverse, finish).',
};
const LEDGER_ENGINE = {
  group: ['**/ledger/ledger', '**/ledger/ledger.test-helpers'],
  message: 'Tokens move through the ledger entry, modules/ledger (index.ts), which checks every posting against the catalogue.',
};

// Issue #20 §1: UI text lives in the catalogs (apps/web/src/locales, features/*/locales), never as a
// literal in a component, so Kiswahili cannot silently miss a sentence. Flags JSX text, string
// literals and template texts rendered in JSX, and the user-facing attributes. Brand names and
// symbols pass. Applied to the converted folders (I18N_CONVERTED below).
const UI_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'alt', 'label']);
const NOT_WORDS = /^(Changamoto|M-Pesa|KES|Paystack|Google|WhatsApp|X|VS|OK)$/;
const hasWords = (text) => {
  const trimmed = String(text).trim();
  return /\p{L}{2,}/u.test(trimmed) && !trimmed.split(/[\s·—–,:/()|]+/).every((word) => word === '' || NOT_WORDS.test(word));
};
const i18nPlugin = {
  rules: {
    'no-ui-literals': {
      meta: { type: 'problem', messages: { literal: 'UI text "{{text}}" belongs in a catalog: t(\'<feature>.<area>.<name>\') (apps/web/src/lib/i18n/README.md).' } },
      create(context) {
        const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: String(text).trim().slice(0, 40) } });
        return {
          JSXText(node) {
            if (hasWords(node.value)) report(node, node.value);
          },
          'JSXExpressionContainer > Literal'(node) {
            if (typeof node.value === 'string' && node.parent.parent.type !== 'JSXAttribute' && hasWords(node.value)) report(node, node.value);
          },
          'JSXExpressionContainer > TemplateLiteral'(node) {
            if (node.parent.parent.type === 'JSXAttribute' && !UI_ATTRIBUTES.has(node.parent.parent.name.name)) return;
            for (const quasi of node.quasis) if (hasWords(quasi.value.cooked)) report(quasi, quasi.value.cooked);
          },
          JSXAttribute(node) {
            if (!UI_ATTRIBUTES.has(node.name.name) || !node.value) return;
            const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
            if (value.type === 'Literal' && typeof value.value === 'string' && hasWords(value.value)) report(value, value.value);
          },
        };
      },
    },
  },
};
// Converted to the catalogs: the lint rule flags UI text literals in these folders (issue #20 §1).
// legal/content is not listed: it holds the long-form per-language modules (the English Terms and
// Privacy Policy, the binding text, and the FAQ in English and in Kiswahili), not catalog copy.
const I18N_CONVERTED = [
  'apps/web/src/app/**/*.tsx',
  'apps/web/src/components/**/*.tsx',
  'apps/web/src/lib/i18n/**/*.tsx',
  'apps/web/src/lib/pwa/**/*.tsx',
  'apps/web/src/features/admin/**/*.tsx',
  'apps/web/src/features/auth/**/*.tsx',
  'apps/web/src/features/challenge-detail/**/*.tsx',
  'apps/web/src/features/challenges/**/*.tsx',
  'apps/web/src/features/company/**/*.tsx',
  'apps/web/src/features/contact/**/*.tsx',
  'apps/web/src/features/create-challenge/**/*.tsx',
  'apps/web/src/features/dashboard/**/*.tsx',
  'apps/web/src/features/home/**/*.tsx',
  'apps/web/src/features/kyc/**/*.tsx',
  'apps/web/src/features/legal/components/**/*.tsx',
  'apps/web/src/features/legal/routes/**/*.tsx',
  'apps/web/src/features/notifications/**/*.tsx',
  'apps/web/src/features/onboarding/**/*.tsx',
  'apps/web/src/features/profile/**/*.tsx',
  'apps/web/src/features/wallet/**/*.tsx',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/server/src/main.ts', 'apps/server/src/cli.ts', 'apps/server/src/**/*-cli.ts', 'scripts/**', 'bench/**', 'e2e/**', 'apps/server/test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature may not reach into another feature.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; move shared code to components/, lib/ or config/.',
            })),
            // Shared code flows one way: app → features → components/lib/config.
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features do not import from app/.' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared modules do not import features or app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web's shared server state (wallet, notifications, session) has one home: its keys and query
    // options live in lib/queries/, so a feature that refreshes the balance names walletQueryKey instead
    // of spelling ['wallet'] and cannot drift from what the top bar, the dashboard and realtime read.
    // Mutation keys are not cache entries and may keep their own names.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/queries/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ArrayExpression:not(Property[key.name='mutationKey'] > ArrayExpression) > Literal:first-child[value=/^(wallet|notifications|session)$/]",
          message: 'Wallet, notifications and session query keys come from lib/queries/ (walletQueryKey, notificationsQueryKey, sessionQueryKey, …), not literals.',
        },
      ],
    },
  },
  {
    files: I18N_CONVERTED,
    ignores: ['**/*.test.tsx', '**/test/**', '**/testing/**'],
    plugins: { i18n: i18nPlugin },
    rules: { 'i18n/no-ui-literals': 'error' },
  },
  {
    files: ['apps/server/**/*.ts', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/server/tsconfig.json', 'packages/shared/tsconfig.json'], noWarnOnMultipleProjects: true })] },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // Decision 024: every transaction is opened by db/unit-of-work.ts (runInTransaction), so after-commit
  // hooks — live events among them — work everywhere; and the HTTP layer knows nothing of realtime.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-helpers.ts', 'apps/server/src/db/unit-of-work.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
          message: 'Open transactions with runInTransaction (db/unit-of-work.ts): it runs tx.afterCommit hooks (live events) only after the commit.',
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './apps/server/src/http', from: './apps/server/src/modules/realtime', message: 'http/ does not publish live events: services do, through tx.afterCommit (db/unit-of-work.ts).' }] },
      ],
    },
  },
  // The ledger's one entry (apps/server/src/modules/ledger/index.ts, decision 022): only modules/ledger/**
  // writes transaction rows, accounts and transfers. Tests and benches may use the engine (ledger.ts)
  // and ledger.test-helpers.ts to build ledger state by hand; code that runs goes through index.ts.
  {
    files: ['apps/server/**/*.ts', 'bench/**/*.ts'],
    ignores: ['apps/server/src/modules/ledger/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [LEDGER_REPOS] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/ledger/**', 'apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-helpers.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [LEDGER_REPOS, LEDGER_ENGINE] }] },
  },
);
