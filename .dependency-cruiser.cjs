/**
 * The layer rules (docs/architecture.md). Type-only imports are checked too (tsPreCompilationDeps),
 * so a port's types cannot sneak across a boundary.
 */
const npm = { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'] };

/** A folder named demo (or the route group (demo)): the admin template's demos, kept apart from the product. */
const DEMO = '/(demo|\\(demo\\))/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, pathNot: '^src/ui/routeTree\\.gen\\.ts$|^src/ui/routes/' },
    },
    { name: 'src-not-to-tests', severity: 'error', from: { path: '^src/' }, to: { path: '^tests/' } },
    { name: 'not-to-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true } },

    // domain: pure TypeScript, imports only itself
    {
      name: 'domain-only-domain',
      severity: 'error',
      comment: 'src/domain imports nothing outside src/domain',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },

    // application: domain + application; npm only as types
    {
      name: 'application-layers',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { path: '^src/(machines|adapters|di|ui|config)/|^src/main' },
    },
    {
      name: 'application-no-npm',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { ...npm, dependencyTypesNot: ['type-only'] },
    },

    // machines: domain, application, machines; npm only xstate
    {
      name: 'machines-layers',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { path: '^src/(adapters|di|ui|config)/|^src/main' },
    },
    {
      name: 'machines-npm',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { ...npm, pathNot: 'node_modules/xstate/' },
    },

    // adapters: domain, application, own folder and the shared wire shapes (http/dto); SDKs stay in their folder
    {
      name: 'adapters-layers',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/(machines|di|ui|config)/|^src/main' },
    },
    {
      name: 'adapters-own-folder',
      severity: 'error',
      from: { path: '^src/adapters/([^/]+)/', pathNot: '^src/adapters/(rest|mock|server|memory|postgres)/' },
      to: { path: '^src/adapters/', pathNot: ['^src/adapters/$1/', '^src/adapters/http/dto/'] },
    },
    {
      name: 'rest-table-is-host-free',
      severity: 'error',
      comment: 'the route table runs on any host and store: it knows the services and the wire shapes only',
      from: { path: '^src/adapters/rest/' },
      to: { path: '^src/adapters/', pathNot: ['^src/adapters/rest/', '^src/adapters/http/dto/'] },
    },
    {
      name: 'mock-host-imports',
      severity: 'error',
      comment: 'the browser host: the route table, the in-memory store it hosts, the security pieces, the wire shapes',
      from: { path: '^src/adapters/mock/' },
      to: {
        path: '^src/adapters/',
        pathNot: ['^src/adapters/(mock|rest|memory|security)/', '^src/adapters/http/dto/'],
      },
    },
    {
      name: 'server-host-imports',
      severity: 'error',
      comment: 'the Node host: the route table, the stores it hosts, the security pieces, the seeded demo data',
      from: { path: '^src/adapters/server/' },
      to: {
        path: '^src/adapters/',
        pathNot: ['^src/adapters/(server|rest|memory|postgres|security)/', '^src/adapters/(http/dto|mock/fixtures)/'],
      },
    },
    {
      name: 'store-adapters-imports',
      severity: 'error',
      comment: 'a store family imports itself and the seeded demo data it can be filled with',
      from: { path: '^src/adapters/(memory|postgres)/' },
      to: { path: '^src/adapters/', pathNot: ['^src/adapters/$1/', '^src/adapters/mock/fixtures/'] },
    },
    {
      name: 'fixtures-are-data',
      severity: 'error',
      comment: 'the seeded generators are shared by every host and store: they import the domain only',
      from: { path: '^src/adapters/mock/fixtures/' },
      to: { path: '^src/adapters/', pathNot: '^src/adapters/(mock/fixtures|http/dto)/' },
    },
    {
      name: 'sql-clients-only-in-postgres',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/adapters/postgres/' },
      to: { path: 'node_modules/(postgres|pg|kysely|@electric-sql/pglite)/' },
    },
    {
      name: 'hono-only-in-rest-hosts',
      severity: 'error',
      comment: 'the route table is built on Hono; the Node host serves it',
      from: { path: '^src/', pathNot: '^src/adapters/(rest|server)/' },
      to: { path: 'node_modules/(hono|@hono/[^/]+)/' },
    },
    {
      name: 'jose-only-in-security',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/adapters/security/' },
      to: { path: 'node_modules/jose/' },
    },
    {
      name: 'xml-parser-only-in-nfe',
      severity: 'error',
      comment: 'the NF-e reader is the one place that parses XML, with entities off; it is loaded on demand',
      from: { path: '^src/', pathNot: '^src/adapters/nfe/' },
      to: { path: 'node_modules/fast-xml-parser/' },
    },
    {
      name: 'node-builtins-only-on-the-server',
      severity: 'error',
      comment: 'everything else also runs in the browser',
      from: { path: '^src/', pathNot: '^src/adapters/(server|postgres)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'http-dto-only-for-mock',
      severity: 'error',
      from: { path: '^src/adapters/(firebase|browser)/' },
      to: { path: '^src/adapters/http/dto/' },
    },
    {
      name: 'firebase-only-in-firebase',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/adapters/firebase/' },
      to: { path: 'node_modules/(firebase|@firebase)/' },
    },
    {
      name: 'pretender-only-in-mock',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/adapters/mock/' },
      to: { path: 'node_modules/pretender/' },
    },
    {
      name: 'pdf-lib-only-in-pdf',
      severity: 'error',
      comment:
        'the PDF writer is an adapter, fetched when a person asks for a PDF (src/adapters/pdf/lazy-pdf-writer.ts)',
      from: { path: '^src/', pathNot: '^src/adapters/pdf/' },
      to: { path: 'node_modules/pdf-lib/' },
    },
    {
      name: 'auth0-only-in-adapters',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/adapters/auth0/' },
      to: { path: 'node_modules/@auth0/' },
    },

    // di: everything but ui; inversify lives here and in main.tsx only
    { name: 'di-not-ui', severity: 'error', from: { path: '^src/di/' }, to: { path: '^src/ui/' } },
    {
      name: 'inversify-only-in-di',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(di/|main\\.tsx$)' },
      to: { path: 'node_modules/(inversify|@inversifyjs)/' },
    },

    // ui: domain, application, machines, ui; never adapters, di or config
    { name: 'ui-layers', severity: 'error', from: { path: '^src/ui/' }, to: { path: '^src/(adapters|di)/|^src/main' } },
    {
      name: 'ui-config-types-only',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/config/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-npm-allowlist',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: {
        ...npm,
        pathNot:
          'node_modules/(react|react-dom|@mantine/[^/]+|@tanstack/[^/]+|@xstate/react|xstate|react-intl|@formatjs/[^/]+|@tabler/icons-react|dayjs|recharts|@tiptap/[^/]+|papaparse|exceljs|zod)/',
      },
    },
    {
      name: 'no-feature-to-feature',
      severity: 'error',
      comment: 'a feature is a folder of src/ui/features, or of src/ui/features/demo for the template demos',
      from: { path: '^src/ui/features/((?:demo/)?[^/]+)/' },
      to: { path: '^src/ui/features/', pathNot: '^src/ui/features/$1/' },
    },

    // template demos: product code never imports them
    {
      name: 'product-not-to-demo',
      severity: 'error',
      comment:
        'The template demos live apart so that they can be removed or replaced without touching the ' +
        'product: nothing outside a demo folder imports from one. Only the seams that mount the demos may: ' +
        'the DI wiring (src/di), the use-case aggregate (app-use-cases.ts, a type import) and the two ' +
        "template slots of the product's shell (the main search in the top navbar, the demo groups of the " +
        "horizontal menu: its bar, a group's button and the group menu fetched on demand). Routes reach the " +
        'demos through the (demo) route groups, which only the generated route tree imports.',
      from: {
        path: '^(src|tests)/',
        pathNot: [
          DEMO,
          '^src/di/',
          '^src/application/app-use-cases\\.ts$',
          '^src/ui/layouts/(top-navbar|horizontal-menu|horizontal-menu-button|horizontal-menu\\.lazy)\\.tsx$',
        ],
      },
      to: { path: DEMO },
    },

    // config: read by di and main only (components never ask which backend runs)
    {
      name: 'config-readers',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(di/|main\\.tsx$|config/|ui/)' },
      to: { path: '^src/config/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'src/ui/routeTree\\.gen\\.ts$' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
