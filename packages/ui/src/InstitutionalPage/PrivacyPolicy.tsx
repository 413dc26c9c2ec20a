import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useUiMessages } from '../messages/useUiMessages';
import {
  InstitutionalPage,
  type InstitutionalPageHeadingLevel,
  type InstitutionalPageRootProps,
  PageLoading,
} from './InstitutionalPage';
import { institutionalPageMessages } from './institutionalPageMessages';
import { type UsePrivacyPolicyOptions, usePrivacyPolicy } from './usePrivacyPolicy';

/** Props of the ready-made `<PrivacyPolicy />`. */
export interface PrivacyPolicyProps
  extends UsePrivacyPolicyOptions,
    Omit<InstitutionalPageRootProps, 'children' | 'asChild' | 'title'> {
  /** The heading; 'Política de Privacidade' when `undefined`, no heading when ''. */
  readonly title?: string | undefined;
  /** The heading level (default 1). */
  readonly level?: InstitutionalPageHeadingLevel | undefined;
  /** Also sets the document's title, meta description and keywords from the policy's content (default false). */
  readonly head?: boolean | undefined;
  /** Called once the settings say the policy is off: send the shopper home ('/'). */
  readonly onDisabled?: (() => void) | undefined;
  /** How many skeleton lines stand for the text while loading (default 8). */
  readonly skeletonLines?: number | undefined;
}

/**
 * The privacy policy page (`/politica-de-privacidade`): its heading and HTML text (the company's policy text, else
 * the institutional content 'política de privacidade'), sanitized, only when the store has the policy on. Off, it
 * renders nothing and calls `onDisabled` (the host redirects to '/'); skeletons while the settings load; nothing
 * when they fail or there is no text (load errors are silent). Built from `InstitutionalPage`'s parts.
 */
export function PrivacyPolicy({
  company,
  pages,
  title,
  level,
  head = false,
  onDisabled,
  skeletonLines = 8,
  className,
  ...rootProps
}: PrivacyPolicyProps): ReactNode {
  const text = useUiMessages('institutionalPage', institutionalPageMessages, { privacyPolicyTitle: title });
  const policy = usePrivacyPolicy({ company, pages });
  const titleId = useId();
  const disabledRef = useRef(onDisabled);
  disabledRef.current = onDisabled;
  useEffect(() => {
    if (policy.status === 'disabled') disabledRef.current?.();
  }, [policy.status]);

  if (policy.status === 'loading') {
    return <PageLoading {...rootProps} className={className} lines={skeletonLines} />;
  }
  if (policy.status !== 'ready') return null;
  const heading = text.privacyPolicyTitle;
  return (
    <InstitutionalPage.Root
      aria-labelledby={heading ? titleId : undefined}
      {...rootProps}
      className={className}
      data-state="ready"
      data-privacy-policy=""
    >
      {head && policy.head ? <InstitutionalPage.Meta head={policy.head} /> : null}
      {heading ? (
        <InstitutionalPage.Title id={titleId} level={level}>
          {heading}
        </InstitutionalPage.Title>
      ) : null}
      <InstitutionalPage.Body html={policy.html} />
    </InstitutionalPage.Root>
  );
}
