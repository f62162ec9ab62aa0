// The chat-app link of every page (product §2): floating on the public pages, a plain
// link in the admin footer (floating, it covered the buttons of table rows).

import { chatLink, SITE } from '@agency/shared/contract';

export function ChatButton({ variant = 'floating' }: { variant?: 'floating' | 'inline' }) {
  const label = `Chat with ${SITE.name} on WhatsApp`;
  if (variant === 'inline') {
    return (
      <a className="chat-link" href={chatLink()} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return (
    <a className="chat-button" href={chatLink()} target="_blank" rel="noopener noreferrer" aria-label={label}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <path
          fill="currentColor"
          d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.8 2 6.8L3 29l6.6-2c1.9 1 4.1 1.6 6.4 1.6 7.2 0 13-5.7 13-12.8S23.2 3 16 3zm0 23.3c-2.1 0-4-.6-5.7-1.6l-.4-.2-3.9 1.2 1.2-3.8-.3-.4a10.3 10.3 0 01-1.7-5.7C5.2 10 10 5.3 16 5.3S26.8 10 26.8 15.8 22 26.3 16 26.3zm5.9-7.8c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7.1a8.7 8.7 0 01-4.4-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.5.1-.8.4s-1 1-1 2.5 1.1 2.9 1.2 3.1 2.1 3.2 5.1 4.5c1.9.8 2.7.9 3.6.7.6-.1 1.9-.8 2.1-1.5s.3-1.4.2-1.5-.3-.2-.6-.3z"
        />
      </svg>
    </a>
  );
}
