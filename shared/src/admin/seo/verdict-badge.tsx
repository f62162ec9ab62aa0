// A check's verdict as an icon and a word, so it never rests on colour alone.

import { seoVerdictLabels } from '@agency/shared/contract/messages';
import type { SeoVerdict } from '@agency/shared/contract/seo';

const ICONS: Record<SeoVerdict, string> = {
  // A tick in a circle, a warning triangle, a cross in a circle.
  good: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
  ok: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  bad: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12 17 15.59z',
};

export function VerdictBadge({ verdict }: { verdict: SeoVerdict }) {
  return (
    <span className={`seo-verdict seo-verdict--${verdict}`}>
      <svg className="seo-verdict__icon" viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
        <path d={ICONS[verdict]} fill="currentColor" />
      </svg>
      <span className="seo-verdict__label">{seoVerdictLabels[verdict]}:</span>
    </span>
  );
}
