import type { ReactNode } from 'react';
import { part } from '../foundation/internal/createPart';
import { cx } from '../internal/cx';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { SocialIcon } from './SocialIcon';
import { socialLinksMessages } from './socialLinksMessages';
import { socialNetworkName } from './socialNetworkName';
import { useSocialLinks } from './useSocialLinks';

/** Props of `SocialLinks.Root`: a `<nav>` landmark named 'Redes sociais' unless `aria-label` says otherwise. */
export type SocialLinksRootProps = PartProps<'nav'>;

const RootElement = part('nav', 'SocialLinks.Root', 'vt-social-links');

/** The links' navigation landmark. */
function Root({ ...props }: SocialLinksRootProps) {
  const text = useUiMessages('socialLinks', socialLinksMessages);
  return <RootElement aria-label={text.label} {...props} />;
}

/** Props of `SocialLinks.List`. */
export type SocialLinksListProps = PartProps<'ul'>;

/** The list of links. */
const List = part('ul', 'SocialLinks.List', 'vt-social-links__list');

/** Props of `SocialLinks.Item`. */
export type SocialLinksItemProps = PartProps<'li'>;

/** One entry of the list. */
const Item = part('li', 'SocialLinks.Item', 'vt-social-links__item');

/** Props of `SocialLinks.Link`. */
export interface SocialLinksLinkProps extends PartProps<'a'> {
  /** The network's `identifier` (sets `data-network` for per-network colours). */
  readonly network?: string | undefined;
  /** The visually hidden hint that the link opens a new tab; '(abre em uma nova aba)' when `undefined`. */
  readonly newTabHint?: string | undefined;
}

const LinkElement = part('a', 'SocialLinks.Link', 'vt-social-links__link');

/** A link to a network, opened in a new tab (`rel="noopener noreferrer"`) with a visually hidden hint. */
function Link({ asChild, className, network, newTabHint, children, ...props }: SocialLinksLinkProps) {
  const text = useUiMessages('socialLinks', socialLinksMessages, { newTabHint });
  return (
    <LinkElement
      asChild={asChild}
      target="_blank"
      rel="noopener noreferrer"
      data-network={network?.toLowerCase()}
      {...props}
      className={className}
    >
      {asChild ? (
        children
      ) : (
        <>
          {children} <span className="vt-visually-hidden">{text.newTabHint}</span>
        </>
      )}
    </LinkElement>
  );
}

/** Props of the ready-made `SocialLinks`. */
export interface SocialLinksProps extends Omit<SocialLinksRootProps, 'children' | 'asChild'> {
  /** The landmark's name; 'Redes sociais' when `undefined`. */
  readonly label?: string | undefined;
  /** The new-tab hint of every link; '(abre em uma nova aba)' when `undefined`. */
  readonly newTabHint?: string | undefined;
  /** Shows each network's name beside its icon (icons only, with the name for screen readers, by default). */
  readonly showNames?: boolean | undefined;
  /** Identifiers left out of the list (e.g. `['whatsapp']` when the floating button already offers it). */
  readonly exclude?: readonly string[] | undefined;
  /** Draws a network's icon; the kit's line icons when `undefined`. */
  readonly renderIcon?: ((identifier: string) => ReactNode) | undefined;
}

/**
 * The store's social network links, ready to drop in a header or footer: the networks flagged `show`, each
 * opening in a new tab. Renders a placeholder of the final size while loading and nothing when the store
 * has no network or the list failed (load errors are silent).
 */
function SocialLinksDefault({
  label,
  newTabHint,
  showNames = false,
  exclude,
  renderIcon,
  className,
  ...props
}: SocialLinksProps) {
  const text = useUiMessages('socialLinks', socialLinksMessages, { label, newTabHint });
  const { status, links } = useSocialLinks();
  const excluded = new Set(exclude?.map((identifier) => identifier.toLowerCase()));
  const shown = links.filter((link) => !excluded.has(link.network.identifier.toLowerCase()));
  if (status === 'loading') {
    return (
      <div className={cx('vt-social-links', className)} data-loading="" aria-hidden="true">
        <span className="vt-social-links__placeholder vt-skeleton" />
        <span className="vt-social-links__placeholder vt-skeleton" />
        <span className="vt-social-links__placeholder vt-skeleton" />
      </div>
    );
  }
  if (shown.length === 0) return null;
  return (
    <Root aria-label={text.label} data-names={showNames ? '' : undefined} className={className} {...props}>
      <List>
        {shown.map(({ network, href }) => {
          const name = socialNetworkName(network, text.networkNames);
          return (
            <Item key={`${network.identifier}-${href}`}>
              <Link href={href} network={network.identifier} newTabHint={text.newTabHint}>
                {renderIcon ? renderIcon(network.identifier) : <SocialIcon identifier={network.identifier} />}
                <span className={showNames ? 'vt-social-links__name' : 'vt-visually-hidden'}>{name}</span>
              </Link>
            </Item>
          );
        })}
      </List>
    </Root>
  );
}

/** The parts of the social links, to compose your own markup. */
export const SocialLinksParts = { Root, List, Item, Link };

/** The social links: `<SocialLinks />` ready-made, or `SocialLinks.Root / .List / .Item / .Link` composed. */
export const SocialLinks = Object.assign(SocialLinksDefault, SocialLinksParts);

export { Item as SocialLinksItem, Link as SocialLinksLink, List as SocialLinksList, Root as SocialLinksRoot };
