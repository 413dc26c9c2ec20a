import { colourRows } from '../data/catalogueTables';
import type { SandboxData } from '../data/types';
import { slugify } from '../random';

/** The URL prefix every sandbox image lives under. */
export const SANDBOX_IMAGES_PREFIX = '/sandbox/images/';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (`${line} ${word}`.trim().length > max && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

function textLines(lines: string[], x: number, y: number, size: number, fill: string): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * 1.25}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="600" fill="${fill}" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join('');
}

function contrast(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const lum = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum > 150 ? '#1f1f1f' : '#ffffff';
}

const shapes: Record<string, string> = {
  '01': '<path d="M240 170 L360 170 L400 230 L380 250 L370 430 L230 430 L220 250 L200 230 Z" fill="currentColor"/>',
  '02': '<path d="M210 180 L270 160 Q300 190 330 160 L390 180 L420 250 L380 260 L380 430 L220 430 L220 260 L180 250 Z" fill="currentColor"/>',
  '03': '<rect x="200" y="240" width="200" height="150" rx="20" fill="currentColor"/><rect x="170" y="230" width="260" height="24" rx="12" fill="currentColor"/>',
  '04': '<rect x="190" y="190" width="220" height="160" rx="14" fill="currentColor"/><rect x="280" y="350" width="40" height="50" fill="currentColor"/>',
  '05': '<rect x="250" y="200" width="100" height="210" rx="18" fill="currentColor"/><rect x="275" y="165" width="50" height="40" rx="6" fill="currentColor"/>',
  '06': '<circle cx="300" cy="300" r="110" fill="currentColor"/>',
};

function svg(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>`;
}

/**
 * A product's picture: its shape in its colour on a plain background, as a product photo would show it (the
 * name and colour are its accessible name, not text drawn over it: the card prints them beside it).
 */
function productImage(data: SandboxData, id: number, variant: string): string | undefined {
  const product = data.products.find((p) => p.idProduct === id);
  if (!product) return undefined;
  const colour = colourRows.find(([name]) => slugify(name) === variant);
  const hue = hash(product.urlFriendly) % 360;
  const background = colour ? '#f3f1ee' : `hsl(${hue} 45% 92%)`;
  const fill = colour ? colour[1] : `hsl(${hue} 40% 45%)`;
  const angle = /^\d+$/.test(variant) ? Number(variant) : 1;
  const department = product.categories[0]?.level.slice(0, 2) ?? '06';
  const shape = shapes[department] ?? shapes['06'];
  const transform =
    angle === 2 ? 'translate(600 0) scale(-1 1)' : angle === 3 ? 'translate(60 40) scale(0.8)' : '';
  const label = colour ? `${product.name} — ${colour[0]}` : product.name;
  return svg(
    600,
    600,
    `<rect width="600" height="600" fill="${background}"/><g color="${fill}" transform="${transform}" stroke="#00000022" stroke-width="2">${shape}</g>`,
    label,
  );
}

function bannerImage(data: SandboxData, name: string): string | undefined {
  if (name === 'newsletter') {
    return svg(
      800,
      400,
      `<rect width="800" height="400" fill="#1f2a44"/>${textLines(['Ganhe 10% OFF', 'na primeira compra'], 400, 180, 44, '#ffffff')}`,
      'Newsletter',
    );
  }
  const banner = data.banners.find((b) => String(b.idBanner) === name);
  if (!banner) return undefined;
  const size = { F: [1600, 500], C: [1200, 400], L: [400, 600], R: [1600, 250] }[banner.type];
  const [w, h] = size as [number, number];
  const hue = (banner.idBanner * 47) % 360;
  // The title only, as a store's banner art would show it: the banner's alt text names it, and its
  // description (the caption under the picture) says something else.
  return svg(
    w,
    h,
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${hue} 60% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 55%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${textLines(wrap(banner.name, banner.type === 'L' ? 14 : 32), w / 2, h / 2, Math.round(Math.min(w, h) / 8), '#ffffff')}`,
    banner.name,
  );
}

const lowerWords = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);

/** A slug as words, each capitalised but the connectors ('banco-do-brasil' → 'Banco do Brasil'). */
function titleOf(slug: string): string {
  return slug
    .split('-')
    .map((word, index) =>
      index > 0 && lowerWords.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

const namesByImage = new WeakMap<SandboxData, Map<string, string>>();

/**
 * The name the store data gives the picture at `path` (a payment brand's 'Itaú', a seal's 'Site Seguro'): any
 * record with an `image`, `imagePath` or `nameFileImage` field and a `name`. Read once per data set.
 */
function nameOfImage(data: SandboxData, path: string): string | undefined {
  let names = namesByImage.get(data);
  if (!names) {
    const found = new Map<string, string>();
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) {
        for (const item of value) visit(item);
        return;
      }
      if (!value || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      const name = record.name;
      for (const field of ['image', 'imagePath', 'nameFileImage']) {
        const image = record[field];
        if (typeof image === 'string' && typeof name === 'string' && !found.has(image))
          found.set(image, name);
      }
      for (const item of Object.values(record)) visit(item);
    };
    visit(data);
    names = found;
    namesByImage.set(data, names);
  }
  return names.get(path);
}

/**
 * A label centred on a rounded tile, in one or two lines and at the largest size that fits the tile (about
 * 0.6 em a character), so a long name ('Banco do Brasil') is never cut.
 */
function badge(label: string, colour: string, width = 240, height = 120): string {
  const oneLine = [label];
  const twoLines = label.length > 10 && /\s/.test(label) ? wrap(label, Math.ceil(label.length / 2)) : oneLine;
  const fit = (lines: string[]) =>
    Math.min(
      26,
      (width - 20) / (0.6 * Math.max(...lines.map((line) => line.length))),
      (height - 16) / (1.25 * lines.length),
    );
  const lines = fit(twoLines) > fit(oneLine) ? twoLines.slice(0, 2) : oneLine;
  const size = Math.floor(fit(lines));
  const top = height / 2 - ((lines.length - 1) * size * 1.25) / 2 + size * 0.35;
  return svg(
    width,
    height,
    `<rect x="2" y="2" width="${width - 4}" height="${height - 4}" rx="16" fill="${colour}"/>${textLines(lines, width / 2, top, size, contrast(colour))}`,
    label,
  );
}

/** Answer to an image path with a malformed percent-escape (`%E0%A4%A`). */
export const MALFORMED_IMAGE_PATH = 'Endereço de imagem malformado: há um escape de porcentagem inválido.';

/** Decodes an image path; undefined when a percent-escape is malformed (`%E0%A4%A`). */
export function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Renders the SVG a sandbox image URL names (products, banners, brands, categories, seals, swatches,
 * payment flags, social icons, logo), deterministically from the store data; undefined when unknown.
 */
export function renderSandboxImage(pathname: string, data: SandboxData): string | undefined {
  const index = pathname.indexOf(SANDBOX_IMAGES_PREFIX);
  if (index < 0) return undefined;
  const rest = decodePath(pathname.slice(index + SANDBOX_IMAGES_PREFIX.length));
  if (rest === undefined) return undefined;
  const match = /^(?:([a-z]+)\/)?([\w.-]+)\.svg$/.exec(rest);
  if (!match) return undefined;
  const [, folder, name = ''] = match;
  if (!folder) return name === 'logo' ? badge(data.company.nameStore, '#1f2a44', 320, 96) : undefined;
  switch (folder) {
    case 'products': {
      const m = /^(\d+)-([\w-]+)$/.exec(name);
      return m ? productImage(data, Number(m[1]), m[2] ?? '1') : undefined;
    }
    case 'banners':
      return bannerImage(data, name);
    case 'brands': {
      const brand = data.brands.find((b) => b.urlFriendly === name);
      return brand ? badge(brand.name, `hsl(${hash(brand.name) % 360} 35% 30%)`) : undefined;
    }
    case 'categories': {
      const category = (function find(list = data.categories): { name: string } | undefined {
        for (const c of list) {
          if (c.level === name) return c;
          const child = find(c.childMenu);
          if (child) return child;
        }
        return undefined;
      })();
      return category ? badge(category.name, `hsl(${hash(name) % 360} 40% 85%)`, 300, 300) : undefined;
    }
    case 'swatches': {
      const colour = colourRows.find(([n]) => slugify(n) === name);
      return colour
        ? svg(40, 40, `<circle cx="20" cy="20" r="18" fill="${colour[1]}" stroke="#0003"/>`, colour[0])
        : undefined;
    }
    case 'seals':
    case 'payments':
    case 'social':
      return badge(
        nameOfImage(data, `${SANDBOX_IMAGES_PREFIX}${folder}/${name}.svg`) ?? titleOf(name),
        folder === 'seals' ? '#2e7d32' : folder === 'payments' ? '#ffffff' : '#3b5998',
        folder === 'payments' ? 120 : 240,
        folder === 'payments' ? 80 : 120,
      );
    default:
      return undefined;
  }
}
