// The security headers of every HTML page of the production server, and the settings that change them.
import { randomBytes } from 'node:crypto';
import { storeOrigins as configuredOrigins } from './storeOrigins.mjs';

/**
 * @typedef {object} SecuritySettings
 * @property {boolean} reportOnly `VITRINE_CSP_REPORT_ONLY=1`: the policy is sent as
 *   `Content-Security-Policy-Report-Only` (violations are reported, nothing is blocked), for a store's first days.
 * @property {string | undefined} reportUri `VITRINE_CSP_REPORT_URI`: where browsers send violation reports.
 * @property {string} frameAncestors `VITRINE_FRAME_ANCESTORS`: who may frame the pages (`'self'` by default;
 *   `'none'`, or a list of origins).
 * @property {'auto' | 'on' | 'off'} hsts `VITRINE_HSTS`: `auto` (default) sends Strict-Transport-Security when
 *   the request came over TLS (directly, or per `X-Forwarded-Proto: https` with `VITRINE_TRUST_PROXY=1`);
 *   `on` always (TLS ends at a proxy that does not say so); `off` never.
 * @property {boolean} trustProxy `VITRINE_TRUST_PROXY=1`: `X-Forwarded-Proto` from the proxy in front is believed.
 */

/** The settings of the environment (see `SecuritySettings`). @returns {SecuritySettings} */
export function securitySettingsFromEnv(env = process.env) {
  const hsts = env.VITRINE_HSTS === 'on' || env.VITRINE_HSTS === 'off' ? env.VITRINE_HSTS : 'auto';
  return {
    reportOnly: env.VITRINE_CSP_REPORT_ONLY === '1',
    reportUri: env.VITRINE_CSP_REPORT_URI || undefined,
    frameAncestors: env.VITRINE_FRAME_ANCESTORS?.trim() || "'self'",
    hsts,
    trustProxy: env.VITRINE_TRUST_PROXY === '1',
  };
}

/** A fresh nonce for one response: 128 random bits, base64. */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/** The origins of every group of `storeOrigins.mjs` for one kind (`script`, `connect`…), without repeats. */
function originsFor(kind, origins) {
  return [...new Set(Object.values(origins).flatMap((group) => group[kind] ?? []))];
}

/**
 * The Content-Security-Policy of one page. Scripts run only from this origin or with the response's nonce
 * (React Router's and React's inline scripts carry it), so a script injected into the HTML does not run.
 * `application/ld+json` blocks are data, never executed: the policy does not need to (and cannot) govern them.
 * Inline `style` attributes stay allowed (the widgets position popovers with them); nothing else is inline.
 * `scriptHashes` allow the page's constant inline scripts (the islands' event contract) by their `'sha256-…'`.
 * @param {{ nonce: string, settings: SecuritySettings, origins?: typeof configuredOrigins, scriptHashes?: string[] }} options
 */
export function contentSecurityPolicy({ nonce, settings, origins = configuredOrigins, scriptHashes = [] }) {
  const list = (kind, ...own) => [...own, ...originsFor(kind, origins)].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${list('script', "'self'", `'nonce-${nonce}'`, ...scriptHashes)}`,
    `style-src ${list('style', "'self'", "'unsafe-inline'")}`,
    `img-src ${list('img', "'self'", 'data:', 'blob:', 'https:')}`,
    `font-src ${list('font', "'self'", 'data:')}`,
    `connect-src ${list('connect', "'self'")}`,
    `frame-src ${list('frame', "'self'")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${settings.frameAncestors}`,
  ];
  if (settings.reportUri) directives.push(`report-uri ${settings.reportUri}`);
  return directives.join('; ');
}

/** What a page may ask of the browser: nothing of the camera, microphone, location or sensors. */
export const permissionsPolicy =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(self), usb=()';

/** One year, subdomains included: what browsers and preload lists expect. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** Whether `req` reached us over TLS (directly, or as the trusted proxy says). */
export function arrivedOverTls(req, settings) {
  if (req.socket?.encrypted) return true;
  if (!settings.trustProxy) return false;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return forwarded === 'https';
}

/**
 * The headers every response of the server carries (pages, assets, errors): no MIME sniffing, the referrer
 * cut to the origin across sites, the browser features off, and HSTS over TLS.
 * @param {import('node:http').IncomingMessage} req
 * @param {SecuritySettings} settings
 * @returns {Record<string, string>}
 */
export function baseSecurityHeaders(req, settings) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
  };
  if (settings.hsts === 'on' || (settings.hsts === 'auto' && arrivedOverTls(req, settings)))
    headers['Strict-Transport-Security'] = strictTransportSecurity;
  return headers;
}

/** The header name of the policy: enforced, or reported only. */
export function cspHeaderName(settings) {
  return settings.reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';
}
