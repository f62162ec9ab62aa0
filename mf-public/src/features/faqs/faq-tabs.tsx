// The three FAQ tabs (product §2, §3) as an ARIA tab list: arrow keys, Home and End
// move between tabs, and only the selected tab is in the tab order. Each tab is a link to
// its topic's address (`/faqs?topic=…`), so a tap before the page's scripts have run
// still opens that topic (the server renders it); once hydrated, the router switches it.

import { useRef, type KeyboardEvent } from 'react';
import { Link } from '@agency/shared/router';
import { FAQ_TABS, slugify, type FaqCategory } from '@agency/shared/contract';

export const tabId = (category: FaqCategory) => `faq-tab-${FAQ_TABS.findIndex((tab) => tab.category === category)}`;
export const panelId = 'faq-panel';

/** The address parameter naming the topic shown. */
const TOPIC_PARAM = 'topic';
const topicOf = (category: FaqCategory) => slugify(category);

/** The topic an address asks for: the first tab when it names none or an unknown one. */
export const categoryFromSearch = (search: URLSearchParams): FaqCategory =>
  (FAQ_TABS.find((tab) => topicOf(tab.category) === search.get(TOPIC_PARAM)) ?? FAQ_TABS[0]).category;

/** The address of a topic: the first tab's is the page's own. */
export const topicSearch = (category: FaqCategory): string =>
  category === FAQ_TABS[0].category ? '' : `?${TOPIC_PARAM}=${topicOf(category)}`;

export interface FaqTabsProps {
  selected: FaqCategory;
  onSelect: (category: FaqCategory) => void;
}

export function FaqTabs({ selected, onSelect }: FaqTabsProps) {
  const tabs = useRef<Array<HTMLAnchorElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
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
          <Link
            key={tab.category}
            ref={(element: HTMLAnchorElement | null) => {
              tabs.current[index] = element;
            }}
            id={tabId(tab.category)}
            to={{ pathname: '/faqs', search: topicSearch(tab.category) }}
            replace
            role="tab"
            className="faq-tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
