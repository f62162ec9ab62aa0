// The three FAQ tabs (product §2, §3) as an ARIA tab list: arrow keys, Home and End
// move between tabs, and only the selected tab is in the tab order.

import { useRef, type KeyboardEvent } from 'react';
import { FAQ_TABS, type FaqCategory } from '@agency/shared/contract';

export const tabId = (category: FaqCategory) => `faq-tab-${FAQ_TABS.findIndex((tab) => tab.category === category)}`;
export const panelId = 'faq-panel';

export interface FaqTabsProps {
  selected: FaqCategory;
  onSelect: (category: FaqCategory) => void;
}

export function FaqTabs({ selected, onSelect }: FaqTabsProps) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = FAQ_TABS.findIndex((tab) => tab.category === selected);
    const last = FAQ_TABS.length - 1;
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(FAQ_TABS[next].category);
    tabs.current[next]?.focus();
  };

  return (
    <div className="faq-tabs" role="tablist" aria-label="Question topics">
      {FAQ_TABS.map((tab, index) => {
        const isSelected = tab.category === selected;
        return (
          <button
            key={tab.category}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabId(tab.category)}
            type="button"
            role="tab"
            className="faq-tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => onSelect(tab.category)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
