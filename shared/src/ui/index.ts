// Public entry of the UI kit that visitors and staff both use (the admin kit is `@agency/shared/admin`).

import './ui.css';

export { Spinner, type SpinnerProps } from './spinner';
export { Message, type MessageProps, type MessageTone } from './message';
export { SafeHtml, sanitizeRichHtml, type SafeHtmlProps } from './safe-html';
export { useTimedMessage, type TimedMessage } from './use-timed-message';
