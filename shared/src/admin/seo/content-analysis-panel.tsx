// The content analysis checklist beside the editor: problems first, each with its icon,
// its verdict in words and one line of advice. Advice only: it never blocks a save.

import { seoAnalysisMessages } from '@agency/shared/contract/messages';
import { bySeverity, type ContentAnalysis } from '@agency/shared/contract/seo';
import { VerdictBadge } from './verdict-badge';
import { SeoPanel } from './seo-panel';

export interface ContentAnalysisPanelProps {
  analysis: ContentAnalysis;
}

export function ContentAnalysisPanel({ analysis }: ContentAnalysisPanelProps) {
  const { bad, ok, good } = analysis.counts;
  return (
    <SeoPanel title={seoAnalysisMessages.title} className="seo-analysis">
      <p className="seo-analysis__summary">{seoAnalysisMessages.summary(bad, ok, good)}</p>
      <ul className="seo-analysis__items">
        {bySeverity(analysis.items).map((item) => (
          <li key={item.check} className="seo-analysis__item" data-check={item.check} data-verdict={item.verdict}>
            <VerdictBadge verdict={item.verdict} /> <span className="seo-analysis__message">{item.message}</span>
          </li>
        ))}
      </ul>
    </SeoPanel>
  );
}
