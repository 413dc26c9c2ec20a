import { routes } from '@vitrine/core';
import { useCompany } from '@vitrine/hooks';
import { part } from '../foundation/internal/createPart';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { logoMessages } from './logoMessages';

/** Props of `Logo.Root`: the link home. */
export type LogoRootProps = PartProps<'a'>;

const LogoRootElement = part('a', 'Logo.Root', 'vt-logo');

/** The link to the home page ('/' unless `href` says otherwise). */
export function LogoRoot({ ...props }: LogoRootProps) {
  return <LogoRootElement href={routes.home} {...props} />;
}

/** Props of `Logo.Image`. */
export type LogoImageProps = PartProps<'img'>;

/** The logo picture; its `alt` is the store's name, which names the link. */
export const LogoImage = part('img', 'Logo.Image', 'vt-logo__image', { defaults: { decoding: 'async' } });

/** Props of `Logo.Name`. */
export type LogoNameProps = PartProps<'span'>;

/** The store's name as text, for stores without a logo picture. */
export const LogoName = part('span', 'Logo.Name', 'vt-logo__name');

/** Props of the ready-made `<Logo />`. */
export interface LogoProps extends Omit<LogoRootProps, 'children' | 'asChild'> {
  /** The picture; the company's `logo` when `undefined`, none (the name as text) when `null`. */
  readonly src?: string | null | undefined;
  /** The store's name (the picture's `alt`); the company's `nameStore` when `undefined`. */
  readonly name?: string | undefined;
  /** The picture's intrinsic size, reserved before it loads (no layout shift). */
  readonly width?: number | undefined;
  readonly height?: number | undefined;
  /** The link's name when the store's name is unknown; 'Página inicial' when `undefined`. */
  readonly homeLabel?: string | undefined;
}

/** Reads a text the platform sends beside the documented company fields (`logo`), `undefined` otherwise. */
function extraText(data: object | undefined, key: string): string | undefined {
  const value = (data as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The store's logo linking home: the company's logo picture (its `alt` the store's name) or, without one,
 * the store's name as text. A skeleton of the final size shows while the company loads; when it fails,
 * the link stays, named 'Página inicial'.
 */
export function Logo({ src, name, width = 160, height = 48, homeLabel, ...rootProps }: LogoProps) {
  const text = useUiMessages('logo', logoMessages, { home: homeLabel });
  const company = useCompany({ isPaused: () => name !== undefined && src !== undefined });
  const storeName = name ?? company.data?.nameStore;
  const picture = src === undefined ? extraText(company.data, 'logo') : (src ?? undefined);
  const isLoading = storeName === undefined && company.isLoading;
  const failed = storeName === undefined && !isLoading;
  return (
    <LogoRoot
      aria-busy={isLoading || undefined}
      aria-label={isLoading ? text.home : undefined}
      data-loading={dataFlag(isLoading)}
      data-error={dataFlag(failed)}
      {...rootProps}
    >
      {isLoading ? (
        <span className="vt-logo__skeleton vt-skeleton" />
      ) : picture && storeName ? (
        <LogoImage src={picture} alt={storeName} width={width} height={height} />
      ) : (
        <LogoName>{storeName ?? text.home}</LogoName>
      )}
    </LogoRoot>
  );
}

Logo.Root = LogoRoot;
Logo.Image = LogoImage;
Logo.Name = LogoName;
