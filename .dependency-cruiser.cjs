// The house rules of imports (docs: /work/shared/ARCHITECTURE.md "Dependencies point one way", HOUSE-STYLE.md §10).
// `npm run house` prints them with cycles, long files and line counts; `npx depcruise --config .dependency-cruiser.cjs
// apps/server/src apps/web/src packages` checks the rules alone.

/** The server's layers, from the top: a file may import its own layer and the ones below, never one above. */
const SERVER_LAYERS = [
  { name: 'entry', path: '^apps/server/src/(main\\.ts$|start-[^/]+\\.ts$|composition/)' },
  { name: 'transport', path: '^apps/server/src/(http|realtime|jobs|backup)/' },
  { name: 'operations', path: '^apps/server/src/operations/' },
  { name: 'modules', path: '^apps/server/src/modules/' },
  { name: 'infrastructure', path: '^apps/server/src/(db|providers|media|mail|metrics|redis)/' },
  { name: 'foundation', path: '^apps/server/src/(config|errors|lifecycle)/' },
];

// Tests may wire layers together (a module's test starting the HTTP app); the rules hold for the code they test.
const TEST = '(\\.test\\.tsx?$|^apps/server/test/|^apps/web/src/test/)';

const upwardRules = SERVER_LAYERS.slice(1).map((layer, index) => ({
  name: `server-up-from-${layer.name}`,
  comment: `${layer.name} imports a layer above it (${SERVER_LAYERS.slice(0, index + 1)
    .map((above) => above.name)
    .join(', ')})`,
  severity: 'error',
  from: { path: layer.path, pathNot: TEST },
  to: { path: SERVER_LAYERS.slice(0, index + 1).map((above) => above.path) },
}));

const FEATURE = '^apps/web/src/features/([^/]+)/';
const FEATURE_INDEX = '^apps/web/src/features/[^/]+/index\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...upwardRules,
    {
      name: 'packages-no-apps',
      comment: 'a package imports nothing from apps/',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-no-server',
      comment: 'the web imports no server code (only @sym/contracts)',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'ui-no-features',
      comment: 'generic ui/ knows no domain: it imports no features/',
      severity: 'error',
      from: { path: '^apps/web/src/ui/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'feature-through-index',
      comment: "a feature imports another feature only through that feature's index.ts",
      severity: 'error',
      from: { path: FEATURE, pathNot: TEST },
      to: { path: '^apps/web/src/features/', pathNot: ['^apps/web/src/features/$1/', FEATURE_INDEX] },
    },
    {
      name: 'feature-test-through-index',
      comment: "a feature's test reaches into another feature's files (test data, hooks) instead of its index.ts",
      severity: 'warn',
      from: { path: `${FEATURE}.*\\.test\\.tsx?$` },
      to: { path: '^apps/web/src/features/', pathNot: ['^apps/web/src/features/$1/', FEATURE_INDEX] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // `import type` counts: a type imported from above ties the layers as much as a value does.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
