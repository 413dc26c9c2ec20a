import { pageTitle, type TitledPage } from '@vitrine/core';
import type { ComponentPropsWithRef } from 'react';
import { headingPart } from '../foundation/internal/createPart';
import { cx } from '../internal/cx';

/** Props of `PageTitle`. */
export interface PageTitleProps extends ComponentPropsWithRef<'h1'> {
  /**
   * The loaded page the title comes from (category name, brand or group title else name, search term);
   * `undefined` while it loads (a skeleton holds the place), `null` when there is none (nothing renders).
   */
  readonly page?: TitledPage | null | undefined;
  /** Also sets the document's `<title>` (React hoists it to `<head>`); a function builds it from the title. */
  readonly documentTitle?: boolean | ((title: string) => string) | undefined;
  /** The heading level (default 1: the page's main heading). */
  readonly level?: 1 | 2 | 3 | 4 | 5 | 6 | undefined;
  /** Renders the only child (e.g. a router's heading component, with its own text) with the title's props. */
  readonly asChild?: boolean | undefined;
}

const TitleElement = headingPart('PageTitle', 'vt-page-title', 1);

/**
 * The listing's heading, set from the loaded category, brand, group or search by core's `pageTitle`.
 * Children replace the computed text. A skeleton of the heading's height holds the place
 * while the page loads.
 */
export function PageTitle({ page, documentTitle, level = 1, className, children, ...props }: PageTitleProps) {
  if (page === undefined && children === undefined) {
    return (
      <span
        aria-hidden="true"
        data-loading=""
        className={cx('vt-page-title', 'vt-page-title__skeleton', 'vt-skeleton', className)}
      />
    );
  }
  const title = page ? pageTitle(page) : '';
  if (!title && children === undefined) return null;
  const documentText = typeof documentTitle === 'function' ? documentTitle(title) : title;
  return (
    <>
      {documentTitle && documentText ? <title>{documentText}</title> : null}
      <TitleElement level={level} {...props} data-kind={page?.kind} className={className}>
        {children ?? title}
      </TitleElement>
    </>
  );
}
