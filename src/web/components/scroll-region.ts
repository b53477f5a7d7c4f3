/**
 * A table wider than its box scrolls sideways inside `.table-wrap`; someone without a mouse
 * must be able to reach that scroll too (WCAG 2.1.1, axe's scrollable-region-focusable). While
 * the box scrolls it is a focusable, named region (the table's caption names it); while
 * everything fits it is no tab stop at all.
 */
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

/** Makes `box` a focusable region when its content is wider than it, and plain again when not. */
export function markScrollRegion(box: HTMLElement): void {
  const scrolls = box.scrollWidth > box.clientWidth + 1;
  if (scrolls === (box.getAttribute('tabindex') === '0')) return;
  if (scrolls) {
    const caption = box.querySelector('caption')?.textContent?.trim();
    box.setAttribute('tabindex', '0');
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', caption ? `${caption} (scrolls sideways)` : 'Table (scrolls sideways)');
  } else {
    box.removeAttribute('tabindex');
    box.removeAttribute('role');
    box.removeAttribute('aria-label');
  }
}

/**
 * Keeps `ref`'s box marked as its size or content changes; `onContent` (if given) runs first on
 * each content change too, so a component needing to watch its content shares this one observer.
 */
export function useScrollRegion(ref: RefObject<HTMLElement>, onContent?: (box: HTMLElement) => void): void {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => {
      onContent?.(box);
      markScrollRegion(box);
    };
    check();
    const resized = new ResizeObserver(() => markScrollRegion(box));
    resized.observe(box);
    const table = box.querySelector('table');
    if (table) resized.observe(table);
    const changed = new MutationObserver(check);
    changed.observe(box, { childList: true, subtree: true, characterData: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, []);
}
