import { useEffect, useRef } from 'react';
import { SCROLL_BOTTOM_MARGIN_PX } from '#shared/constants';

/**
 * Infinite scroll: a sentinel element placed after a list calls `onReach` when it comes within the
 * spec's bottom margin of the viewport. `enabled` is false while a page loads or when none is left.
 */
export const useBottomSentinel = <T extends Element>(onReach: () => void, enabled: boolean) => {
  const ref = useRef<T>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${SCROLL_BOTTOM_MARGIN_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
};
