import type { InstitutionalPage } from '@vitrine/core';
import { useInstitutionalPages } from '@vitrine/hooks';
import { useMemo } from 'react';
import {
  findInstitutionalContent,
  type InstitutionalEntry,
  type InstitutionalPageHead,
  institutionalPageHead,
} from './institutionalPageRules';

/** Options of `useInstitutionalPage`. */
export interface UseInstitutionalPageOptions {
  /** The page's id (`/institucional/{idCustomPage}/…`), as a number or the address's text. */
  readonly idCustomPage: number | string;
  /** The content's id (`/institucional/…/{idCustomPageContent}`), as a number or the address's text. */
  readonly idCustomPageContent: number | string;
  /** The pages when the host already has them (a server loader); `undefined` reads them (`useInstitutionalPages`). */
  readonly pages?: readonly InstitutionalPage[] | undefined;
}

/** What `useInstitutionalPage` returns. */
export interface InstitutionalPageState {
  /**
   * `loading` until the pages are known; `not-found` when the ids name nothing; `error` when the pages failed
   * to load (shown as nothing: load errors are silent); `ready` otherwise.
   */
  readonly status: 'loading' | 'ready' | 'not-found' | 'error';
  /** The page, its content and address; `undefined` unless `ready`. */
  readonly entry: InstitutionalEntry | undefined;
  /** The `<head>` texts (title, meta description, keywords); `undefined` unless `ready`. */
  readonly head: InstitutionalPageHead | undefined;
}

/**
 * The behaviour of an institutional page: the content the address names, among the store's institutional pages.
 * @example
 * const { status, entry, head } = useInstitutionalPage({ idCustomPage: 1, idCustomPageContent: 3 });
 */
export function useInstitutionalPage({
  idCustomPage,
  idCustomPageContent,
  pages,
}: UseInstitutionalPageOptions): InstitutionalPageState {
  const query = useInstitutionalPages(pages ? { fallbackData: [...pages] } : undefined);
  const data = query.data;
  const failed = data === undefined && query.error !== undefined && !query.isLoading;
  return useMemo(() => {
    if (data === undefined) {
      return { status: failed ? 'error' : 'loading', entry: undefined, head: undefined };
    }
    const entry = findInstitutionalContent(data, idCustomPage, idCustomPageContent);
    if (!entry) return { status: 'not-found', entry: undefined, head: undefined };
    return { status: 'ready', entry, head: institutionalPageHead(entry.content) };
  }, [data, failed, idCustomPage, idCustomPageContent]);
}
