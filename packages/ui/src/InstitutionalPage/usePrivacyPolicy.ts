import type { Company, InstitutionalPage } from '@vitrine/core';
import { useCompany, useInstitutionalPages } from '@vitrine/hooks';
import { useMemo } from 'react';
import {
  findPrivacyPolicy,
  type InstitutionalEntry,
  type InstitutionalPageHead,
  institutionalPageHead,
  isPrivacyPolicyEnabled,
} from './institutionalPageRules';

/** Options of `usePrivacyPolicy`. */
export interface UsePrivacyPolicyOptions {
  /** The company settings when the host already has them; `undefined` reads them (`useCompany`). */
  readonly company?: Company | undefined;
  /** The institutional pages when the host already has them; `undefined` reads them. */
  readonly pages?: readonly InstitutionalPage[] | undefined;
}

/** What `usePrivacyPolicy` returns. */
export interface PrivacyPolicyState {
  /**
   * `loading` until the settings and pages are known; `disabled` when the store's policy is off (the page sends
   * the shopper home); `empty` when the policy is on but has no text; `error` when the settings failed to load;
   * `ready` otherwise.
   */
  readonly status: 'loading' | 'disabled' | 'empty' | 'error' | 'ready';
  /**
   * The policy's HTML: the company's policy text (`privacyPolicy.policyPrivacy`), else the institutional content
   * 'política de privacidade'; `undefined` unless `ready`.
   */
  readonly html: string | undefined;
  /** The institutional content holding the policy; `undefined` when the store has none or the pages are unknown. */
  readonly entry: InstitutionalEntry | undefined;
  /** The `<head>` texts of that content (title, description, keywords); `undefined` when there is none. */
  readonly head: InstitutionalPageHead | undefined;
}

/**
 * The behaviour of the privacy policy page: shown only when the company has the policy on, its text taken from
 * the company settings, else from the institutional page 'institucional' / content 'política de privacidade'
 * (which also gives the page's head texts).
 * @example
 * const policy = usePrivacyPolicy();
 * if (policy.status === 'disabled') location.assign('/');
 */
export function usePrivacyPolicy({ company, pages }: UsePrivacyPolicyOptions = {}): PrivacyPolicyState {
  const companyQuery = useCompany(company ? { fallbackData: company } : undefined);
  const pagesQuery = useInstitutionalPages(pages ? { fallbackData: [...pages] } : undefined);
  const settings = companyQuery.data;
  const companyFailed = settings === undefined && companyQuery.error !== undefined && !companyQuery.isLoading;
  const pagesData = pagesQuery.data;
  // Failed pages are not worth waiting for.
  const pagesPending = pagesData === undefined && pagesQuery.error === undefined;
  return useMemo<PrivacyPolicyState>(() => {
    const none = { html: undefined, entry: undefined, head: undefined };
    const enabled = isPrivacyPolicyEnabled(settings);
    if (enabled === undefined) return { status: companyFailed ? 'error' : 'loading', ...none };
    if (!enabled) return { status: 'disabled', ...none };
    const entry = findPrivacyPolicy(pagesData);
    const head = entry ? institutionalPageHead(entry.content) : undefined;
    const companyHtml = settings?.privacyPolicy?.policyPrivacy?.trim();
    if (companyHtml) return { status: 'ready', html: companyHtml, entry, head };
    if (pagesPending) return { status: 'loading', ...none };
    const html = entry?.content.content.trim() || undefined;
    return { status: html ? 'ready' : 'empty', html, entry, head };
  }, [settings, companyFailed, pagesPending, pagesData]);
}
