/** Links to the sections of a page, shown as tabs; the current one carries aria-current="page". */
export interface Tab {
  href: string;
  label: string;
}

export function TabLinks({ label, tabs, current }: { label: string; tabs: Tab[]; current: string }) {
  return (
    <nav aria-label={label} class="tabs">
      {tabs.map((t) => (
        <a key={t.href} class="tab" href={t.href} aria-current={t.href === current ? 'page' : undefined}>
          {t.label}
        </a>
      ))}
    </nav>
  );
}
