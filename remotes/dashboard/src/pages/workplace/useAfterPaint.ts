import { useEffect, useState } from 'react';

/**
 * False until `ready` has been true for one frame, then true for good: what a page shows
 * beside its figures (a chart and its library) starts after the figures are on screen, so
 * neither its download nor its evaluation holds them back.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the frame that draws `ready`; the timer just after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
