// The number on a top-bar button (new messages, SEO problems): hidden at zero, capped at 99+.
// Decorative: the button's own label says the count in words.

export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="topbar-alerts__badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
