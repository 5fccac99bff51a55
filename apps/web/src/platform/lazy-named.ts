import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * `React.lazy` for a named export: the component's module becomes its own chunk, fetched the first
 * time the component renders. The shell uses it for what a first page does not show (dialogs,
 * drawers, error screens) so the signed-in home page stays within its JS budget (issue 3).
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
