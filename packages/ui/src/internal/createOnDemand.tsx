import { type ComponentType, lazy, type ReactNode, useState } from 'react';

/** What `createOnDemand` returns: the module's loader and on-demand stand-ins for its components. */
export interface OnDemand<M> {
  /** Loads the module once per page (later calls share the first promise). */
  load(): Promise<M>;
  /** A stand-in for component `name` of the module: it suspends until the module is there, then renders it. */
  part<K extends keyof M>(name: K): M[K];
}

/** One part of an on-demand module: its `lazy()` wrapper, and the part itself once the module is there. */
interface OnDemandEntry {
  readonly lazy: ComponentType<object>;
  loaded(): ComponentType<object> | undefined;
}

/** Renders an entry: the part itself when its module was there at mount, its `lazy()` wrapper otherwise. */
function OnDemandPart({ entry, props }: { entry: OnDemandEntry; props: object }): ReactNode {
  // Chosen once per instance: switching from the lazy wrapper to the part itself would remount it.
  const [direct] = useState(() => entry.loaded() !== undefined);
  const Component = (direct ? entry.loaded() : undefined) ?? entry.lazy;
  return <Component {...props} />;
}

/**
 * Parts that live in a module fetched on first use. A stand-in mounted before the module has arrived suspends
 * (a `lazy()` component); one mounted after renders the part at once, so the parts inside a box that has just
 * loaded appear in the same commit as the box and focus can land on its first field. The loaded module is code,
 * the same for every shopper, so keeping it in this closure is safe on a server.
 * @example
 * const box = createOnDemand(() => import('@vitrine/ui')); // in the kit: the dialog's own box module
 * const Title = box.part('AlertMeDialogTitle');
 */
export function createOnDemand<M>(importModule: () => Promise<M>): OnDemand<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () => {
    loading ??= importModule().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  const part = <K extends keyof M>(name: K): M[K] => {
    const entry: OnDemandEntry = {
      lazy: lazy(() => load().then((module) => ({ default: module[name] as ComponentType<object> }))),
      loaded: () => loaded?.[name] as ComponentType<object> | undefined,
    };
    const standIn = (props: object) => <OnDemandPart entry={entry} props={props} />;
    return Object.assign(standIn, { displayName: `OnDemand(${String(name)})` }) as M[K];
  };
  return { load, part };
}
