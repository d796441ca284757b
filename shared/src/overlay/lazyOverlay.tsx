import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * Whether something has been shown at least once: false until `showing` first turns true, then
 * true for good (a drawer stays mounted once opened, so it can animate closed and keep its state).
 */
export function useShownOnce(showing: boolean): boolean {
  const [shown, setShown] = useState(showing);
  if (showing && !shown) setShown(true);
  return shown || showing;
}

/**
 * A drawer or dialog whose code, and the Arco components only it uses, is fetched the first time
 * it is shown rather than with its page: a screen's first paint does not wait for what opens on a
 * click (an area's first screen has a weight budget). `shown` says from its props whether it is open
 * (without it, whenever it is rendered: a page that mounts the dialog only while it is open).
 */
export function lazyOverlay<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  shown: (props: NoInfer<Props>) => boolean = () => true,
): ComponentType<Props> {
  // typed as the component it draws: lazy()'s ref-aware props (PropsWithRef) cannot be resolved for a generic Props
  const Drawn = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  function LazyOverlay(props: Props) {
    if (!useShownOnce(shown(props))) return null;
    return (
      <Suspense fallback={null}>
        <Drawn {...props} />
      </Suspense>
    );
  }
  return LazyOverlay;
}

/** Arco's Modal, fetched when a page first asks something (`Modal.confirm`, `Modal.warning`). */
export const loadModal = () => import('@arco-design/web-react/es/Modal').then((module) => module.default);
