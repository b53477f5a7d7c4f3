/**
 * A memory's value, clamped to a few lines (CSS line-clamp) with a "Show more" toggle when it
 * is longer than that; short values show whole, without the toggle. Whether it overflows is
 * measured after layout, so it follows the screen's width, not a character count.
 */
import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';

export function ClampedValue({ value }: { value: string }) {
  const id = useId();
  const text = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = text.current;
    if (el && !expanded) setOverflows(el.scrollHeight > el.clientHeight + 1);
  }, [value, expanded]);
  return (
    <>
      <p id={id} ref={text} class={expanded ? 'memory-value' : 'memory-value clamped'}>
        {value}
      </p>
      {(overflows || expanded) && (
        <button type="button" class="btn btn-link btn-small" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </>
  );
}
