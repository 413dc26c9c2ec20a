import { type Breadcrumb, routes } from '@vitrine/core';

/** The trail with its home link relabelled (core names it 'Home'; a store may say 'Início'). */
export function relabelHome(items: readonly Breadcrumb[], homeLabel: string): Breadcrumb[] {
  return items.map((item, index) =>
    index === 0 && item.href === routes.home ? { ...item, label: homeLabel } : item,
  );
}
