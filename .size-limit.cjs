// Bundle-size budgets per public entry, measured on the built ESM output (run `pnpm build` first),
// minified by esbuild with dependencies included, gzip-compressed. `pnpm test` fails past a limit.
// `createStoreClient` loads each store area's endpoints and schemas (`client/endpoints/<area>Endpoints.js`)
// and, with the first call, the request code (`sendStoreRequest.js`, with zod) by dynamic `import()`.
// size-limit bundles without code splitting, so such imports are inlined and counted; this plugin leaves
// out the chunks an app never downloads: `keep` names the areas it calls (any call loads the request code).
const loadedOnDemand = (...keep) => ({
  name: 'vitrine-store-areas-loaded-on-demand',
  setup(build) {
    build.onResolve({ filter: /\/(\w+Endpoints|sendStoreRequest)\.js$/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const area = /(\w+)Endpoints\.js$/.exec(args.path)?.[1];
      const downloaded = area === undefined ? keep.length > 0 : keep.includes(area);
      return downloaded ? undefined : { path: args.path, external: true };
    });
  },
});

module.exports = [
  {
    name: '@vitrine/core: validators alone (isValidCpf)',
    path: 'packages/core/dist/index.js',
    import: '{ isValidCpf }',
    limit: '3 kB',
    gzip: true,
  },
  {
    name: '@vitrine/core: every validator and mask',
    path: 'packages/core/dist/index.js',
    import:
      '{ isValidCpf, isValidCnpj, isValidEmail, isValidPhone, isValidCep, isValidBirthDate, isValidCardExpiry, isValidCardNumber, onlyDigits, maskCep, maskPhone, maskCpf, maskCnpj, formatPrice, parsePrice, discountPercent }',
    limit: '4 kB',
    gzip: true,
  },
  {
    name: '@vitrine/core: store client',
    path: 'packages/core/dist/index.js',
    import: '{ createStoreClient }',
    limit: '30 kB',
    gzip: true,
  },
  {
    // What a cart-only page downloads to work: the initial code plus the chunks its calls load (cart and
    // pre-checkout endpoints with their schemas, the request code, zod); the other areas are left out.
    name: '@vitrine/core: cart-only (createStoreClient + cartMachine + validators, xstate included)',
    path: 'packages/core/dist/index.js',
    import: '{ createStoreClient, cartMachine, isValidCep, maskCep, onlyDigits }',
    modifyEsbuildConfig: (config) => ({ ...config, plugins: [loadedOnDemand('cart', 'preCheckout')] }),
    limit: '33 kB',
    gzip: true,
  },
  {
    // The same page before its first call: every area, the request code and zod are loaded on demand.
    name: '@vitrine/core: cart-only, initial chunk (store areas, request code and zod load on first call)',
    path: 'packages/core/dist/index.js',
    import: '{ createStoreClient, cartMachine, isValidCep, maskCep, onlyDigits }',
    modifyEsbuildConfig: (config) => ({ ...config, plugins: [loadedOnDemand()] }),
    limit: '25 kB',
    gzip: true,
  },
  {
    // 81 kB (was 80): without code splitting, the client's on-demand areas are inlined as lazily
    // initialised modules, which costs ~3 kB here (77.3 -> 80.8 kB) for the cart-only saving above.
    name: '@vitrine/core: everything',
    path: 'packages/core/dist/index.js',
    import: '*',
    limit: '81 kB',
    gzip: true,
  },
  {
    name: '@vitrine/hooks: everything (React excluded)',
    path: 'packages/hooks/dist/index.js',
    import: '*',
    ignore: ['react', 'react-dom'],
    limit: '60 kB',
    gzip: true,
  },
  {
    name: '@vitrine/ui: everything (React excluded)',
    path: 'packages/ui/dist/index.js',
    import: '*',
    ignore: ['react', 'react-dom'],
    limit: '120 kB',
    gzip: true,
  },
];
