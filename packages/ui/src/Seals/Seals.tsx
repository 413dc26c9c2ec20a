import type { Seal } from '@vitrine/core';
import { useSeals } from '@vitrine/hooks';
import { part } from '../foundation/internal/createPart';
import { SanitizedHtml } from '../foundation/SanitizedHtml/SanitizedHtml';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { sealsMessages } from './sealsMessages';

/** Props of `Seals.Root`: the list of seals. */
export type SealsRootProps = PartProps<'ul'>;

const SealsRootElement = part('ul', 'Seals.Root', 'vt-seals');

/** The list of seals, named 'Selos de segurança' unless `aria-label` says otherwise. */
export function SealsRoot({ ...props }: SealsRootProps) {
  const text = useUiMessages('seals', sealsMessages);
  return <SealsRootElement aria-label={text.label} {...props} />;
}

/** Props of `Seals.Item`. */
export type SealsItemProps = PartProps<'li'>;

/** One seal. */
export const SealsItem = part('li', 'Seals.Item', 'vt-seals__item');

/** Props of `Seals.Seal`. */
export interface SealsSealProps {
  readonly seal: Seal;
  /** Read after the name when the link opens a new tab; '(abre em nova aba)' when `undefined`. */
  readonly newTabText?: string | undefined;
}

/**
 * A seal's content: its picture (`alt` = its name), linking to the certifier in a new tab when it has a link;
 * a seal without a picture shows its embed code, sanitized (scripts and handlers dropped), or its name.
 */
export function SealsSeal({ seal, newTabText }: SealsSealProps) {
  const text = useUiMessages('seals', sealsMessages, { newTab: newTabText });
  const name = <span className="vt-seals__name">{seal.name}</span>;
  // The embed code loads the sanitizer (and DOMPurify) on demand: only a page with such a seal pays for it.
  const body = seal.image ? (
    <img className="vt-seals__image" src={seal.image} alt={seal.name} loading="lazy" decoding="async" />
  ) : (
    <SanitizedHtml as="span" className="vt-seals__code" html={seal.code} empty={name} />
  );
  if (!seal.link) return body;
  return (
    <a className="vt-seals__link" href={seal.link} target="_blank" rel="noopener noreferrer">
      {body} <span className="vt-visually-hidden">{text.newTab}</span>
    </a>
  );
}

/** Props of the ready-made `<Seals />`. */
export interface SealsProps extends Omit<SealsRootProps, 'children' | 'asChild'> {
  /** The list's name; 'Selos de segurança' when `undefined`. */
  readonly label?: string | undefined;
}

/**
 * The store's security and reputation seals (`useSeals`): each its picture, linking to the certifier in a new
 * tab. Skeletons hold the place while loading; nothing renders when there is none or the load fails.
 */
export function Seals({ label, ...rootProps }: SealsProps) {
  const text = useUiMessages('seals', sealsMessages, { label });
  const seals = useSeals();
  if (seals.isLoading) {
    return (
      <div aria-busy="true" data-loading="" className="vt-seals">
        {[0, 1, 2].map((index) => (
          <span key={index} className="vt-seals__skeleton vt-skeleton" />
        ))}
      </div>
    );
  }
  if (!seals.data || seals.data.length === 0) return null;
  return (
    <SealsRoot aria-label={text.label} {...rootProps}>
      {seals.data.map((seal) => (
        <SealsItem key={seal.name}>
          <SealsSeal seal={seal} />
        </SealsItem>
      ))}
    </SealsRoot>
  );
}

Seals.Root = SealsRoot;
Seals.Item = SealsItem;
Seals.Seal = SealsSeal;
