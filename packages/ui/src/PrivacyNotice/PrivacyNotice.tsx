import { privacyPolicyHref, routes } from '@vitrine/core';
import {
  type PrivacyNoticeFlow,
  useInstitutionalPages,
  usePrivacyNotice,
  useStorefront,
} from '@vitrine/hooks';
import { createContext, type ReactNode } from 'react';
import { part } from '../foundation/internal/createPart';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { type PartProps, usePartsContext } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { type PrivacyNoticeMessages, privacyNoticeMessages } from './privacyNoticeMessages';
import { splitAlertText } from './splitAlertText';

const NoticeContext = createContext<PrivacyNoticeFlow | null>(null);

/** The nearest `PrivacyNotice.Root`'s flow; throws, naming the fix, outside one. */
function useNotice(part: string): PrivacyNoticeFlow {
  return usePartsContext(NoticeContext, 'PrivacyNotice', part);
}

/**
 * The notice's texts: the kit's (`ui.privacyNotice`), then the props; the button falls back to the flow's own label
 * (the provider's `formFlow.privacy.accept`) when neither the props nor `ui.privacyNotice` name one.
 */
function useTexts(flow: PrivacyNoticeFlow, overrides: Partial<PrivacyNoticeMessages>): PrivacyNoticeMessages {
  const fromProvider = useStorefront().messages.ui?.privacyNotice;
  return useUiMessages('privacyNotice', privacyNoticeMessages, {
    ...overrides,
    accept: overrides.accept ?? (fromProvider?.accept === undefined ? flow.acceptLabel : undefined),
  });
}

/** Props of `PrivacyNotice.Root`. */
export type PrivacyNoticeRootProps = PartProps<'section'> & {
  /** The region's name; 'Aviso de privacidade' when `undefined` (an `aria-label` prop wins). */
  readonly label?: string | undefined;
};

const RootElement = part('section', 'PrivacyNotice.Root', 'vt-privacy-notice');

/**
 * The notice's region, fixed at the bottom of the viewport over the page (nothing moves when it comes or goes),
 * and its state (`usePrivacyNotice`). Renders only while the notice is due: the store's policy is on and this
 * shopper has not accepted it. Nothing on the server or before the check (acceptance is per shopper).
 */
function Root({ label, ...props }: PrivacyNoticeRootProps) {
  const flow = usePrivacyNotice();
  const text = useTexts(flow, { label });
  if (!flow.isShown) return null;
  return (
    <NoticeContext.Provider value={flow}>
      <RootElement aria-label={text.label} {...props} data-state="open" />
    </NoticeContext.Provider>
  );
}

/** Props of `PrivacyNotice.Text`. */
export type PrivacyNoticeTextProps = PartProps<'p'> & {
  /** The link's text in place of the placeholder; 'política de privacidade' when `undefined`. */
  readonly linkText?: string | undefined;
  /** Where the link goes; the privacy policy's institutional page (else '/politica-de-privacidade') when `undefined`. */
  readonly href?: string | undefined;
};

const TextElement = part('p', 'PrivacyNotice.Text', 'vt-privacy-notice__text');

/**
 * The store's notice text (`alertText`) with its link placeholder (`{link}`, `[link]`) filled by the policy link;
 * `children` replace it all.
 */
function Text({ linkText, href, children, ...props }: PrivacyNoticeTextProps) {
  const flow = useNotice('Text');
  const parts = splitAlertText(flow.alertText);
  return (
    <TextElement {...props}>
      {children ??
        (parts.hasLink ? (
          <>
            {parts.before}
            <Link href={href}>{linkText}</Link>
            {parts.after}
          </>
        ) : (
          parts.before
        ))}
    </TextElement>
  );
}

/** Props of `PrivacyNotice.Link`. */
export type PrivacyNoticeLinkProps = PartProps<'a'>;

const LinkElement = part('a', 'PrivacyNotice.Link', 'vt-privacy-notice__link');

/**
 * The link to the privacy policy: the content 'política de privacidade' of the institutional page 'institucional'
 * (core's `privacyPolicyHref`), else '/politica-de-privacidade'; its text 'política de privacidade' by default.
 */
function Link({ href, children, ...props }: PrivacyNoticeLinkProps) {
  const flow = useNotice('Link');
  const text = useTexts(flow, {});
  // Asked only once the notice shows; the footer's links usually have them in the cache already.
  const pages = useInstitutionalPages();
  return (
    <LinkElement href={href ?? privacyPolicyHref(pages.data) ?? routes.privacyPolicy} {...props}>
      {children ?? text.linkText}
    </LinkElement>
  );
}

/** Props of `PrivacyNotice.Accept`. */
export type PrivacyNoticeAcceptProps = PartProps<'button'>;

const AcceptElement = part('button', 'PrivacyNotice.Accept', 'vt-privacy-notice__accept');

/**
 * 'Entendi': records the acceptance and closes the notice at once. Your `onClick` runs first; `preventDefault()`
 * keeps the notice open.
 */
function Accept({ asChild, onClick, children, ...props }: PrivacyNoticeAcceptProps) {
  const flow = useNotice('Accept');
  const text = useTexts(flow, {});
  return (
    <AcceptElement
      asChild={asChild}
      type={asChild ? undefined : 'button'}
      {...props}
      onClick={composeEventHandlers(onClick, () => flow.accept())}
    >
      {children ?? text.accept}
    </AcceptElement>
  );
}

/** Props of the ready-made `<PrivacyNotice />`. */
export interface PrivacyNoticeProps extends Omit<PrivacyNoticeRootProps, 'children' | 'asChild'> {
  /** The button's text; 'Entendi' when `undefined`. */
  readonly acceptLabel?: string | undefined;
  /** The link's text in place of the placeholder; 'política de privacidade' when `undefined`. */
  readonly linkText?: string | undefined;
  /** Where the link goes; the privacy policy's institutional page (else '/politica-de-privacidade') when `undefined`. */
  readonly href?: string | undefined;
}

/**
 * The privacy cookie notice: the store's text with the policy link and 'Entendi', fixed at the bottom of the
 * viewport. Shown only when the store's policy is on and this shopper has not accepted it yet; 'Entendi'
 * records the acceptance and closes it. Renders nothing on the server.
 */
function PrivacyNoticeDefault({ acceptLabel, linkText, href, ...rootProps }: PrivacyNoticeProps): ReactNode {
  return (
    <Root {...rootProps}>
      <Text linkText={linkText} href={href} />
      <Accept>{acceptLabel}</Accept>
    </Root>
  );
}

/** The parts of the privacy notice, to compose your own markup. */
export const PrivacyNoticeParts = { Root, Text, Link, Accept };

/**
 * The privacy notice: `<PrivacyNotice />` ready-made, or `PrivacyNotice.Root / .Text / .Link / .Accept` composed.
 */
export const PrivacyNotice = Object.assign(PrivacyNoticeDefault, PrivacyNoticeParts);

export {
  Accept as PrivacyNoticeAccept,
  Link as PrivacyNoticeLink,
  Root as PrivacyNoticeRoot,
  Text as PrivacyNoticeText,
};
