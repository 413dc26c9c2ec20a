import { type ReactNode, useEffect, useId, useRef } from 'react';
import { headingPart, part } from '../foundation/internal/createPart';
import { SanitizedHtml, type SanitizedHtmlProps } from '../foundation/SanitizedHtml/SanitizedHtml';
import { Skeleton } from '../foundation/Skeleton/Skeleton';
import { cx } from '../internal/cx';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { institutionalPageMessages } from './institutionalPageMessages';
import type { InstitutionalPageHead } from './institutionalPageRules';
import { type UseInstitutionalPageOptions, useInstitutionalPage } from './useInstitutionalPage';

/** A heading level. */
export type InstitutionalPageHeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Props of `InstitutionalPage.Root`: the `<article>` holding the heading and the content. */
export type InstitutionalPageRootProps = PartProps<'article'>;

/** The page's article. */
const Root = part('article', 'InstitutionalPage.Root', 'vt-institutional-page');

/** Props of `InstitutionalPage.Title`. */
export type InstitutionalPageTitleProps = PartProps<'h1'> & {
  /** The heading level (default 1: the page's main heading); `asChild` for any other element. */
  readonly level?: InstitutionalPageHeadingLevel | undefined;
};

/** The page's heading (the content's name in the ready-made). */
const Title = headingPart<NonNullable<InstitutionalPageTitleProps['level']>>(
  'InstitutionalPage.Title',
  'vt-institutional-page__title',
  1,
);

/** Props of `InstitutionalPage.Body`: `SanitizedHtml`'s (`html`, `as`, `empty`, `className`, `ref`). */
export type InstitutionalPageBodyProps = SanitizedHtmlProps;

/**
 * The content's HTML, sanitized by the foundation `SanitizedHtml` (server-rendered once its sanitizer is there).
 * The markup is the element's own content, so this part has no `asChild`: `as` picks the element.
 */
function Body({ className, ...props }: InstitutionalPageBodyProps) {
  return <SanitizedHtml {...props} className={cx('vt-institutional-page__body', className)} />;
}

/** Props of `InstitutionalPage.Meta`. */
export interface InstitutionalPageMetaProps {
  /** The texts: `institutionalPageHead(content)` or `useInstitutionalPage().head`. */
  readonly head: InstitutionalPageHead;
}

/**
 * The document's `<title>`, meta description and keywords (React hoists them into `<head>`, on the server too).
 * Renders no element in the page.
 */
function Meta({ head }: InstitutionalPageMetaProps) {
  return (
    <>
      <title>{head.title}</title>
      {head.description ? <meta name="description" content={head.description} /> : null}
      {head.keywords ? <meta name="keywords" content={head.keywords} /> : null}
    </>
  );
}

/** Props of the loading placeholder shared by `InstitutionalPage` and `PrivacyPolicy`. */
export type PageLoadingProps = Omit<InstitutionalPageRootProps, 'children' | 'asChild'> & {
  /** How many text lines stand for the content. */
  readonly lines: number;
};

/** A page's place held while it loads: a heading line and `lines` text lines (`aria-busy`, `data-state="loading"`). */
export function PageLoading({ lines, ...props }: PageLoadingProps) {
  return (
    <Root {...props} aria-busy="true" data-state="loading">
      <Skeleton className="vt-institutional-page__title-skeleton" shape="text" width="60%" />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered.
          key={index}
          className="vt-institutional-page__line-skeleton"
          shape="text"
          width={index === lines - 1 ? '70%' : '100%'}
        />
      ))}
    </Root>
  );
}

/** Props of the ready-made `<InstitutionalPage />`. */
export interface InstitutionalPageProps
  extends UseInstitutionalPageOptions,
    Omit<InstitutionalPageRootProps, 'children' | 'asChild' | 'title'> {
  /** Replaces the heading; the content's name when `undefined`, no heading when ''. */
  readonly title?: string | undefined;
  /** The heading level (default 1). */
  readonly level?: InstitutionalPageHeadingLevel | undefined;
  /** Also sets the document's title, meta description and keywords from the content (default false). */
  readonly head?: boolean | undefined;
  /** The text when the ids name no content; 'Página não encontrada.' when `undefined`, nothing when ''. */
  readonly notFound?: string | undefined;
  /** Called once the pages are known and the ids name no content (e.g. to send the shopper to /404). */
  readonly onNotFound?: (() => void) | undefined;
  /** How many skeleton lines stand for the content while loading (default 5). */
  readonly skeletonLines?: number | undefined;
}

/**
 * One institutional page (`/institucional/{idCustomPage}/{idCustomPageContent}`): the content's name as the heading
 * and its HTML, sanitized. Skeletons hold the place while the pages load; a 'not found' text when the ids name
 * nothing; nothing when the pages fail to load (load errors are silent).
 */
function InstitutionalPageDefault({
  idCustomPage,
  idCustomPageContent,
  pages,
  title,
  level,
  head = false,
  notFound,
  onNotFound,
  skeletonLines = 5,
  className,
  ...rootProps
}: InstitutionalPageProps): ReactNode {
  const text = useUiMessages('institutionalPage', institutionalPageMessages, { notFound });
  const state = useInstitutionalPage({ idCustomPage, idCustomPageContent, pages });
  const titleId = useId();
  const notFoundRef = useRef(onNotFound);
  notFoundRef.current = onNotFound;
  useEffect(() => {
    if (state.status === 'not-found') notFoundRef.current?.();
  }, [state.status]);

  if (state.status === 'error') return null;
  if (state.status === 'loading') {
    return <PageLoading {...rootProps} className={className} lines={skeletonLines} />;
  }
  if (!state.entry || !state.head) {
    if (!text.notFound) return null;
    return (
      <Root {...rootProps} className={className} data-state="not-found">
        <p className="vt-institutional-page__not-found">{text.notFound}</p>
      </Root>
    );
  }
  const { page, content } = state.entry;
  const heading = title ?? content.name;
  return (
    <Root
      aria-labelledby={heading ? titleId : undefined}
      {...rootProps}
      className={className}
      data-state="ready"
      data-page={page.idCustomPage}
      data-content={content.idCustomPageContent}
    >
      {head ? <Meta head={state.head} /> : null}
      {heading ? (
        <Title id={titleId} level={level}>
          {heading}
        </Title>
      ) : null}
      <Body html={content.content} />
    </Root>
  );
}

/** The parts of the institutional page, to compose your own markup. */
export const InstitutionalPageParts = { Root, Title, Body, Meta };

/**
 * An institutional page: `<InstitutionalPage idCustomPage={1} idCustomPageContent={2} />` ready-made, or
 * `InstitutionalPage.Root / .Title / .Body / .Meta` composed over `useInstitutionalPage`.
 */
export const InstitutionalPage = Object.assign(InstitutionalPageDefault, InstitutionalPageParts);

export {
  Body as InstitutionalPageBody,
  Meta as InstitutionalPageMeta,
  Root as InstitutionalPageRoot,
  Title as InstitutionalPageTitle,
};
