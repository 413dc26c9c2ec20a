import { createLazyStoreClient } from '@vitrine/core';
import { createDataLayerSink, type StorefrontFallbackEntries, StorefrontProvider } from '@vitrine/hooks';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useNavigate,
} from 'react-router';
import type { Route } from './+types/root';
import { cacheHeaders, headersFromLoader } from './head/cacheHeaders';
import { siteDescription, siteName } from './head/pageHead';
import { markDocumentHydrated } from './islands/island';
import { islandEventsScript } from './islands/islandEvents';
import { SiteLayout } from './layout/SiteLayout';
import { storefrontNavigate } from './navigation/storefrontNavigate';
import { NotFoundPage } from './pages/NotFoundPage';
import { chromeQueries } from './server/chromeQueries';
import { fallbackOf, loadCatalogue } from './server/requestStore.server';
import siteStyles from './site.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The catalogue data of the chrome (store settings, category menu, footer blocks), read on the server. */
export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadCatalogue(args, chromeQueries());
  return data({ fallback: fallbackOf(loaded) }, { headers: cacheHeaders('catalogue') });
}

export const headers: Route.HeadersFunction = headersFromLoader;

/** The HTML document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        {/* With a precedence, React writes the stylesheet ahead of the head's other links, so the browser fetches
            it before the scripts' preloads: it is the one file the first paint waits for. */}
        <link rel="stylesheet" href={siteStyles} precedence="site" />
        <Meta />
        <Links />
        {/* Keeps a press on a widget whose code has not arrived yet, from the first byte (islands/islandEvents.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no input in it. */}
        <script dangerouslySetInnerHTML={{ __html: islandEventsScript }} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The catalogue answers a route's loader handed over in its data's `fallback` (from `fallbackOf`); none for a
 * route whose data has no `fallback` (the customer pages, the checkout hand-off…). `useMatches()` gives every
 * match's data as `unknown`, so it is checked here rather than cast.
 */
function fallbackIn(loaderData: unknown): StorefrontFallbackEntries {
  return typeof loaderData === 'object' &&
    loaderData !== null &&
    'fallback' in loaderData &&
    Array.isArray(loaderData.fallback)
    ? loaderData.fallback
    : [];
}

/** The server-loaded catalogue data of every matched route (root and page), for the hooks' cache. */
function useServerFallback(): StorefrontFallbackEntries {
  const matches = useMatches();
  return useMemo(() => matches.flatMap((match) => fallbackIn(match.loaderData)), [matches]);
}

/** One store client, bus and SWR cache per page (created in the browser, or per server render). */
function Storefront({ children }: { children: ReactNode }) {
  // Marks the document once React took it over (`<html data-hydrated>`): before that a server-rendered button
  // shows but does nothing, so tests and monitoring scripts wait for it before they click.
  useEffect(() => {
    markDocumentHydrated();
    document.documentElement.dataset.hydrated = '';
  }, []);
  // The browser's calls go to `/api` on this origin (proxied to the store), so the session cookie and the
  // XSRF token travel with them. The client's endpoints and reply schemas load with its first call.
  const [client] = useState(() => createLazyStoreClient({ baseUrl: '' }));
  const [analytics] = useState(() => createDataLayerSink());
  const fallback = useServerFallback();
  const routerNavigate = useNavigate();
  const navigate = useMemo(() => storefrontNavigate((href) => routerNavigate(href)), [routerNavigate]);
  return (
    <StorefrontProvider client={client} analytics={analytics} fallback={fallback} navigate={navigate}>
      <SiteLayout>{children}</SiteLayout>
    </StorefrontProvider>
  );
}

export default function App() {
  return (
    <Storefront>
      <Outlet />
    </Storefront>
  );
}

/** A failure no page handled: the not-found page for a 404, else a short apology inside the chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Storefront>
      {notFound ? (
        <NotFoundPage />
      ) : (
        <>
          <title>{`Erro | ${siteName}`}</title>
          <h1>Algo deu errado</h1>
          <p>Não foi possível mostrar esta página. Tente novamente em instantes.</p>
        </>
      )}
    </Storefront>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: siteName },
  { name: 'description', content: siteDescription },
];
