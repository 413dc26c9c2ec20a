/**
 * Writes the generated parts of the behaviour reference and the migration table from the code, so they cannot
 * drift: the pt-BR message catalogue (`docs/behaviour/messages.md`, from every messages table of core and of the
 * UI kit) and the element-tag column of the migration table (`docs/migration.md`, from the element definitions of
 * `@vitrine/ui/elements`). `docs/guides/generated-pages.test.ts` fails when a committed page differs from what this
 * writes.
 *
 *   pnpm exec tsx --conditions=@vitrine/source docs/scripts/d2-generate.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as core from '@vitrine/core';
import * as hooks from '@vitrine/hooks';
import * as ui from '@vitrine/ui';
import * as elements from '@vitrine/ui/elements';
import { type ElementDefinition, vitrineElementDefinitions } from '@vitrine/ui/elements';

const docsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const messagesPage = join(docsDir, 'behaviour', 'messages.md');
export const migrationPage = join(docsDir, 'migration.md');

// ---------------------------------------------------------------------------------------------------------------
// The message catalogue
// ---------------------------------------------------------------------------------------------------------------

/** Sample arguments by parameter name, so a text made by a function shows as the shopper reads it. */
const samples: Record<string, readonly unknown[]> = {
  count: [1, 3],
  stock: [1, 3],
  inCart: [1, 2],
  minimum: [2],
  maximum: [10],
  days: [1, 5],
  businessDays: [true],
  take: [3],
  pay: [2],
  names: [['Camiseta Básica Algodão Pima'], ['Camiseta Básica Algodão Pima', 'Meia Esportiva Cano Médio']],
  percentText: ['15%'],
  priceText: ['R$ 10,00'],
  price: ['R$ 10,00'],
  name: ['Camiseta Básica Algodão Pima'],
  term: ['vestido'],
  total: [3],
  page: [2],
  pages: [5],
  rate: [4],
  code: ['500'],
  position: [1],
  max: [5],
  quantity: [1, 2],
  valueText: ['R$ 33,30'],
  totalText: ['R$ 99,90'],
  interestFree: [true],
  number: ['1001'],
  idSku: [101802],
  hours: [2],
  minutes: [30],
  seconds: [5],
};

/** The parameter names of a function, read from its source (`(a, b) => …`, `a => …`, `function (a, b) …`). */
function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const source = fn.toString();
  const match =
    /^(?:async\s*)?(?:function[^(]*)?\(([^)]*)\)/.exec(source) ?? /^(?:async\s*)?(\w+)\s*=>/.exec(source);
  if (!match?.[1]) return [];
  return match[1]
    .split(',')
    .map((part) => part.replace(/[=:].*$/s, '').replace(/[{}[\]\s.]/g, ''))
    .filter(Boolean);
}

/** The texts a function gives for the sample arguments (one per variant of its first parameter with samples). */
function functionTexts(fn: (...args: unknown[]) => unknown): string {
  const names = parameterNames(fn);
  // One destructured object parameter (`({ days, hours }) => …`): the samples go in one object.
  if (/^(?:async\s*)?(?:function[^(]*)?\(\s*\{/.test(fn.toString())) {
    const parts = Object.fromEntries(names.map((name) => [name, samples[name]?.[0] ?? `{${name}}`]));
    const text = fn(parts);
    const signature = `({ ${names.join(', ')} })`;
    return typeof text === 'string'
      ? `${code(signature)} → ${quote(text)}`
      : `${code(signature)}: a text built from its arguments`;
  }
  const variants = names.map((name) => samples[name] ?? [`{${name}}`]);
  const first = variants.findIndex((values) => values.length > 1);
  const rounds = first === -1 ? 1 : (variants[first]?.length ?? 1);
  const texts: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const args = variants.map((values, index) => (index === first ? values[round] : values[0]));
    try {
      const text = fn(...args);
      if (typeof text === 'string' && !texts.includes(text)) texts.push(text);
    } catch {
      // a function that needs more than a sample: shown by its parameters only
    }
  }
  const signature = `(${names.join(', ')})`;
  if (texts.length === 0) return `${code(signature)}: a text built from its arguments`;
  return `${code(signature)} → ${texts.map(quote).join(' · ')}`;
}

const code = (text: string) => `\`${text}\``;
const quote = (text: string) => `'${escapeCell(text)}'`;
function escapeCell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replaceAll('|', '\\|')
    .replaceAll('<', '&lt;')
    .replaceAll('{{', '{&#123;');
}

/** `[key, text]` rows of a messages table, nested tables flattened with dotted keys. */
function messageRows(table: object, prefix = ''): [string, string][] {
  const rows: [string, string][] = [];
  for (const [key, value] of Object.entries(table)) {
    const name = `${prefix}${key}`;
    if (typeof value === 'string') rows.push([name, quote(value)]);
    else if (typeof value === 'function')
      rows.push([name, functionTexts(value as (...args: unknown[]) => unknown)]);
    else if (Array.isArray(value)) rows.push([name, value.map((item) => quote(String(item))).join(', ')]);
    else if (value && typeof value === 'object') rows.push(...messageRows(value, `${name}.`));
    else if (value !== undefined) rows.push([name, escapeCell(String(value))]);
  }
  return rows;
}

function catalogueSection(title: string, override: string, table: object): string {
  const rows = messageRows(table);
  return [
    `### ${title}`,
    '',
    override,
    '',
    '| Key | Text |',
    '| --- | --- |',
    ...rows.map(([key, text]) => `| ${code(key)} | ${text} |`),
  ].join('\n');
}

const coreCatalogues: readonly [string, string, object][] = [
  [
    'Rules: cart, stock, prices, freight, payment (`ruleMessages`)',
    'Override: `messages.rules` of the provider, or `messages` of a machine’s input.',
    core.ruleMessages,
  ],
  [
    'Cart flow (`cartMessages`)',
    'Override: `messages.cart` of the provider, or `messages` of `cartMachine`’s input.',
    core.cartMessages,
  ],
  [
    'Form fields, by form (`formMessages`)',
    'Override: `messages.forms` of the provider (e.g. `{ forms: { contact: { nameRequired: … } } }`).',
    core.formMessages,
  ],
  [
    'Form results: success and failure alerts (`formFlowMessages`)',
    'Override: `messages.formFlow` of the provider.',
    core.formFlowMessages,
  ],
  [
    'Product flows: SKU choice, quote, back-in-stock, buy-together (`productFlowMessages`)',
    'Override: `messages.productFlow` of the provider.',
    core.productFlowMessages,
  ],
  [
    'Listing and search (`listingMessages`)',
    'Override: `messages.listing` of the provider.',
    core.listingMessages,
  ],
];

/** The client's own texts for a failure without a server text (`StoreApiError.message` by `kind`). */
function clientErrorSection(): string {
  const kinds = ['network', 'timeout', 'abort', 'parse'] as const;
  const rows = kinds.map((kind) => {
    const error = new core.StoreApiError({ kind, operation: 'cart.get' });
    return `| ${code(kind)} | ${quote(error.message)} |`;
  });
  return [
    '### The store client’s errors (`StoreApiError`)',
    '',
    'A reply with an HTTP error (`kind: "http"`) carries the store’s own text, shown as is. The others:',
    '',
    '| `kind` | Text |',
    '| --- | --- |',
    ...rows,
  ].join('\n');
}

/** Every `<name>Messages` table the UI kit exports, by widget, in name order. */
function uiCatalogues(): [string, object][] {
  const tables: [string, object][] = [];
  for (const [name, value] of Object.entries(ui as Record<string, unknown>)) {
    if (/^[a-z]\w*Messages$/.test(name) && typeof value === 'object' && value !== null)
      tables.push([name, value]);
  }
  return tables.sort(([a], [b]) => a.localeCompare(b));
}

export function messagesMarkdown(): string {
  const sections = [
    '# Messages and pt-BR texts',
    '',
    '<!-- Generated by docs/scripts/d2-generate.ts from the messages tables of @vitrine/core and @vitrine/ui: do',
    '     not edit by hand; run `pnpm exec tsx --conditions=@vitrine/source docs/scripts/d2-generate.ts`. -->',
    '',
    'Every text a shopper reads, as the code holds it (accents included). A text built from values shows the',
    'values it takes and what it gives for a sample of them. How texts reach the screen and how to replace them:',
    '[the behaviour reference](./index.md#messages-alerts-and-errors) and',
    '[messages and pt-BR texts](../concepts/messages.md). Alerts (kind success, error or info) close by',
    'themselves after 5 s; a cart-limit failure stays 10 s.',
    '',
    '## Core: the rules and the flows',
    '',
    ...coreCatalogues.flatMap(([title, override, table]) => [catalogueSection(title, override, table), '']),
    clientErrorSection(),
    '',
    '## The UI kit, by widget',
    '',
    'Each widget’s texts, replaced for the whole page with `messages.ui.<section>` of the provider (the section',
    'is the table’s name without `Messages`: `cartPreviewMessages` → `messages.ui.cartPreview`), or one by one',
    'with the widget’s props and its custom element’s attributes.',
    '',
    ...uiCatalogues().flatMap(([name, table]) => [
      catalogueSection(`\`${name}\``, `Override: \`messages.ui.${name.replace(/Messages$/, '')}\`.`, table),
      '',
    ]),
  ];
  return `${sections.join('\n').trimEnd()}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// The migration table
// ---------------------------------------------------------------------------------------------------------------

/** One widget of the product's list and ours: the hooks under it and the UI kit's widget(s). */
export interface MigrationRow {
  readonly original: string;
  /** Exports of `@vitrine/hooks` (or of `@vitrine/core`, prefixed `core:`). */
  readonly hooks: readonly string[];
  /** Exports of `@vitrine/ui`. */
  readonly widgets: readonly string[];
}

export interface MigrationGroup {
  readonly title: string;
  readonly rows: readonly MigrationRow[];
}

export const migrationGroups: readonly MigrationGroup[] = [
  {
    title: 'Storefront chrome',
    rows: [
      {
        original:
          'Category menu, vertical (title "Todas as categorias") and horizontal; child menus, images, first 5',
        hooks: ['useCategories', 'core:categoryMenu'],
        widgets: ['CategoryMenu'],
      },
      {
        original: 'Category menu of the phone header (a drawer)',
        hooks: ['useCategories'],
        widgets: ['CategoryDrawer'],
      },
      {
        original: 'Newsletter form (name and e-mail, or e-mail only)',
        hooks: ['useNewsletter'],
        widgets: ['NewsletterForm'],
      },
      { original: 'Event list', hooks: ['useEventList'], widgets: ['EventList'] },
      { original: 'Footer store-data block', hooks: ['useCompany'], widgets: ['StoreData'] },
      {
        original: 'Banner blocks (full F, central C, side L, footer R)',
        hooks: ['useBanners', 'usePromotionTracking'],
        widgets: ['Banner'],
      },
      { original: 'Brand list ("Compre pela Marca")', hooks: ['useBrands'], widgets: ['BrandList'] },
      { original: 'Page title', hooks: ['useListing', 'core:pageTitle'], widgets: ['PageTitle'] },
      {
        original: 'Breadcrumbs',
        hooks: ['useCategories', 'core:categoryBreadcrumbs', 'core:productBreadcrumbs'],
        widgets: ['Breadcrumbs'],
      },
      { original: 'Logo', hooks: ['useCompany'], widgets: ['Logo'] },
      { original: 'Security and reputation seals', hooks: ['useSeals'], widgets: ['Seals'] },
      {
        original: 'Company phone link',
        hooks: ['useCompany', 'core:contactPhoneHref'],
        widgets: ['PhoneLink'],
      },
      { original: 'Payment-method flag strip', hooks: ['usePaymentGateways'], widgets: ['PaymentFlags'] },
      {
        original: 'Fixed action icons (back to top, search, customer centre, cart)',
        hooks: ['useSession', 'useCartCount'],
        widgets: ['FixedActions'],
      },
    ],
  },
  {
    title: 'Session, search and cart',
    rows: [
      { original: 'User login and account menu', hooks: ['useSession'], widgets: ['UserMenu'] },
      { original: 'Social network links', hooks: ['useSocialNetworks'], widgets: ['SocialLinks'] },
      {
        original: 'Floating messaging button',
        hooks: ['useSocialNetworks'],
        widgets: ['FloatingMessagingButton'],
      },
      {
        original: 'Search box with autocomplete',
        hooks: ['useSearchBox', 'useAutocomplete'],
        widgets: ['SearchBox'],
      },
      { original: 'Wishlist count', hooks: ['useWishlist'], widgets: ['WishlistCount'] },
      { original: 'Cart count', hooks: ['useCartCount'], widgets: ['CartCount'] },
      {
        original: 'Cart preview (lines, freight, totals, checkout, out-of-stock modal)',
        hooks: ['useCart', 'useCartLine', 'useFreightCalculator'],
        widgets: ['CartPreview'],
      },
    ],
  },
  {
    title: 'Listings',
    rows: [
      {
        original: 'Product card',
        hooks: ['useSkuSelection', 'useCart', 'useWishlist', 'useItemListTracking'],
        widgets: ['ProductCard'],
      },
      {
        original: 'Home showcase (types showcase, group, mostSelled)',
        hooks: ['useShowcase', 'useGroupShowcase', 'useMostSold'],
        widgets: ['HomeShowcase'],
      },
      {
        original: 'A titled carousel of products (the shelves’ common widget)',
        hooks: ['useItemListTracking'],
        widgets: ['ProductShelf'],
      },
      {
        original: 'Most-sold and new-arrival carousels',
        hooks: ['useMostSold', 'useNewcomers'],
        widgets: ['MostSoldShelf', 'NewcomersShelf'],
      },
      {
        original: 'Product listing with filters and paging or infinite scroll',
        hooks: ['useListing', 'useInfiniteScroll'],
        widgets: ['ProductListing'],
      },
      {
        original: 'Lightning-offer carousel',
        hooks: ['useLightningOffers', 'useCountdown'],
        widgets: ['LightningOffers'],
      },
      {
        original: 'Related and also-purchased lists',
        hooks: ['useRelatedProducts', 'useAlsoPurchased'],
        widgets: ['RelatedProducts', 'AlsoPurchased'],
      },
    ],
  },
  {
    title: 'Contact and information',
    rows: [
      { original: 'Contact form', hooks: ['useContactForm'], widgets: ['ContactForm'] },
      {
        original: 'Institutional custom page (and the footer’s links to them)',
        hooks: ['useInstitutionalPages'],
        widgets: ['InstitutionalPage', 'InstitutionalLinks'],
      },
      { original: 'FAQ and FAQ link', hooks: ['useFaq'], widgets: ['Faq', 'FaqLink'] },
      {
        original: 'Back-in-stock alert form (alert-me modal)',
        hooks: ['useAlertMe'],
        widgets: ['AlertMeDialog'],
      },
      { original: 'Quote-request popup', hooks: ['useQuote'], widgets: ['QuoteDialog'] },
      {
        original: 'Privacy-policy page',
        hooks: ['useCompany', 'useInstitutionalPages', 'core:privacyPolicyHref'],
        widgets: ['PrivacyPolicy'],
      },
      { original: 'Privacy cookie notice', hooks: ['usePrivacyNotice'], widgets: ['PrivacyNotice'] },
      {
        original: 'Generic alert and confirm box',
        hooks: ['useAlerts'],
        widgets: ['AlertRegion', 'Alert', 'ConfirmDialog'],
      },
    ],
  },
  {
    title: 'Product detail',
    rows: [
      {
        original: 'Data loader',
        hooks: ['useProductDetail'],
        widgets: [],
      },
      {
        original:
          'Name, SKU code, brand, rating stars, variations (grouped colour, text and image variants), prices, availability, quantity, add to cart, one-click buy, subscribe, wishlist, discount and promo flags, take-X-pay-Y tip, lightning-offer countdown, share',
        hooks: ['useSkuSelection', 'useCart', 'useWishlist', 'useTakeXPayY', 'useCountdown', 'useShare'],
        widgets: ['ProductDetailBuyBox'],
      },
      { original: 'Conjunct products', hooks: ['useConjunct'], widgets: ['ConjunctProducts'] },
      { original: 'Kit products', hooks: ['useProductDetail'], widgets: ['KitComponents'] },
      {
        original: 'Installments and payment methods (the vertical installment lists)',
        hooks: ['useInstallments', 'usePaymentGateways'],
        widgets: ['ProductInstallments'],
      },
      { original: 'Shipping calculation', hooks: ['useProductFreights'], widgets: ['ProductFreight'] },
      { original: 'Image gallery', hooks: ['useProductImages'], widgets: ['ProductGallery'] },
      {
        original: 'Summarized and full description',
        hooks: ['useProductDetail', 'core:sanitizeHtml'],
        widgets: ['SanitizedHtml'],
      },
      {
        original: 'Rating list and rating registration',
        hooks: ['useRatings', 'useRatingForm'],
        widgets: ['ProductRatings'],
      },
      { original: 'Buy-together block', hooks: ['useBuyTogether'], widgets: ['BuyTogether'] },
      {
        original: 'Delivery-tracking script block',
        hooks: ['useDeliveryTracking'],
        widgets: ['DeliveryTracking'],
      },
      {
        original: 'Session validity check (reloads the page when it fails)',
        hooks: ['useSession'],
        widgets: [],
      },
    ],
  },
  {
    title: 'Customer area',
    rows: [
      { original: 'Login', hooks: ['useLoginForm', 'useSession', 'useSocialLogin'], widgets: ['LoginForm'] },
      { original: 'Registration', hooks: ['useRegisterForm'], widgets: ['RegisterForm'] },
      {
        original: 'Password change and access recovery',
        hooks: ['usePasswordChangeForm', 'useSendRecoverEmail', 'useRecoverEmail'],
        widgets: ['PasswordChangeForm', 'RecoverEmailForm'],
      },
      { original: 'Addresses', hooks: ['useAddressBook', 'useAddressForm'], widgets: ['AddressBook'] },
      { original: 'Account data', hooks: ['useAccountForm', 'useCustomerAccount'], widgets: ['AccountForm'] },
      { original: 'Orders (Meus Pedidos)', hooks: ['useOrders'], widgets: ['OrderList'] },
      { original: 'Wishlist page', hooks: ['useWishlist'], widgets: ['WishlistGrid'] },
    ],
  },
  {
    title: 'Placeholders',
    rows: [
      { original: 'Assisted sale (seller role): default text only', hooks: [], widgets: ['AssistedSale'] },
      { original: 'B2b (company buyer role): default text only', hooks: [], widgets: ['B2b'] },
    ],
  },
];

/**
 * The `@vitrine/ui` export name of each element's widget: the component the definition loads, else (an adapter
 * around the widget) the widget named like the definition's export (`deliveryTrackingElement` → DeliveryTracking).
 */
export async function elementWidgets(): Promise<Map<string, string>> {
  const byComponent = new Map<unknown, string>();
  for (const [name, value] of Object.entries(ui)) if (/^[A-Z]/.test(name)) byComponent.set(value, name);
  const byExport = new Map<unknown, string>();
  for (const [name, value] of Object.entries(elements)) {
    if (name.endsWith('Element'))
      byExport.set(value, `${name[0]?.toUpperCase()}${name.slice(1, -'Element'.length)}`);
  }
  const tags = new Map<string, string>();
  for (const definition of vitrineElementDefinitions as readonly ElementDefinition[]) {
    const loaded: unknown = definition.lazy
      ? await (definition.component as () => Promise<unknown>)()
      : definition.component;
    const named = byExport.get(definition);
    const widget = byComponent.get(loaded) ?? (named && named in ui ? named : undefined);
    if (!widget)
      throw new Error(`<${definition.tag}> renders a component @vitrine/ui does not export by name.`);
    tags.set(widget, definition.tag);
  }
  return tags;
}

/** What is wrong with the table: unknown names, and elements whose widget no row lists. */
export async function migrationProblems(): Promise<string[]> {
  const problems: string[] = [];
  const tags = await elementWidgets();
  const listed = new Set(migrationGroups.flatMap((group) => group.rows.flatMap((row) => row.widgets)));
  for (const [widget, tag] of tags) {
    if (!listed.has(widget)) problems.push(`${widget} (<${tag}>) is in no row of the migration table`);
  }
  for (const row of migrationGroups.flatMap((group) => group.rows)) {
    for (const widget of row.widgets) if (!(widget in ui)) problems.push(`@vitrine/ui exports no ${widget}`);
    for (const hook of row.hooks) {
      const [from, name] = hook.startsWith('core:') ? ['core', hook.slice(5)] : ['hooks', hook];
      if (!(name in (from === 'core' ? core : hooks))) problems.push(`@vitrine/${from} exports no ${name}`);
    }
  }
  return problems;
}

export async function migrationTableMarkdown(): Promise<string> {
  const tags = await elementWidgets();
  const hookCell = (names: readonly string[]) =>
    names.length === 0
      ? '—'
      : names
          .map((name) => (name.startsWith('core:') ? `${code(name.slice(5))} (core)` : code(name)))
          .join(', ');
  const lines: string[] = [];
  for (const group of migrationGroups) {
    lines.push(
      `### ${group.title}`,
      '',
      '| Product widget | Hooks (`@vitrine/hooks`) | Widget (`@vitrine/ui`) | Custom element |',
    );
    lines.push('| --- | --- | --- | --- |');
    for (const row of group.rows) {
      const widgets = row.widgets.length === 0 ? '—' : row.widgets.map(code).join(', ');
      const elements = row.widgets.map((widget) => tags.get(widget)).filter((tag) => tag !== undefined);
      const elementCell = elements.length === 0 ? '—' : elements.map((tag) => code(`<${tag}>`)).join(', ');
      lines.push(`| ${escapeCell(row.original)} | ${hookCell(row.hooks)} | ${widgets} | ${elementCell} |`);
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}

const migrationStart = '<!-- d2:migration-table:start (generated by docs/scripts/d2-generate.ts) -->';
const migrationEnd = '<!-- d2:migration-table:end -->';

/** `docs/migration.md` with its generated table replaced by `table`. */
export function withMigrationTable(page: string, table: string): string {
  const start = page.indexOf(migrationStart);
  const end = page.indexOf(migrationEnd);
  if (start === -1 || end === -1) throw new Error('docs/migration.md lost its generated-table markers.');
  return `${page.slice(0, start + migrationStart.length)}\n\n${table}\n\n${page.slice(end)}`;
}

export async function writeD2Pages(): Promise<void> {
  const problems = await migrationProblems();
  if (problems.length > 0) throw new Error(`Migration table:\n- ${problems.join('\n- ')}`);
  writeFileSync(messagesPage, messagesMarkdown());
  writeFileSync(
    migrationPage,
    withMigrationTable(readFileSync(migrationPage, 'utf8'), await migrationTableMarkdown()),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeD2Pages();
  console.info('docs/behaviour/messages.md and docs/migration.md written.');
}
