// The two views of Our Contacts: the messages, and the e-mail sent to staff about
// each. An ARIA tab list: arrow keys, Home and End move, and only the selected tab
// is in the tab order.

import { useRef, type KeyboardEvent } from 'react';
import { notificationMessages } from '@agency/shared/contract/messages';

export type ContactView = 'messages' | 'notifications';

const TABS: ReadonlyArray<{ view: ContactView; label: string }> = [
  { view: 'messages', label: notificationMessages.tabMessages },
  { view: 'notifications', label: notificationMessages.tabNotifications },
];

export const contactTabId = (view: ContactView) => `contact-tab-${view}`;
export const contactPanelId = (view: ContactView) => `contact-panel-${view}`;

export interface ContactViewTabsProps {
  selected: ContactView;
  onSelect: (view: ContactView) => void;
}

export function ContactViewTabs({ selected, onSelect }: ContactViewTabsProps) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = TABS.findIndex((tab) => tab.view === selected);
    const last = TABS.length - 1;
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(TABS[next].view);
    tabs.current[next]?.focus();
  };

  return (
    <div className="contact-tabs" role="tablist" aria-label={notificationMessages.tabsLabel}>
      {TABS.map((tab, index) => {
        const isSelected = tab.view === selected;
        return (
          <button
            key={tab.view}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={contactTabId(tab.view)}
            type="button"
            role="tab"
            className="contact-tabs__tab"
            aria-selected={isSelected}
            aria-controls={contactPanelId(tab.view)}
            tabIndex={isSelected ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => onSelect(tab.view)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
