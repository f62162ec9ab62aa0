// The one message component: success notices, error lines and information.

import type { ReactNode } from 'react';

export type MessageTone = 'success' | 'error' | 'info';

export interface MessageProps {
  tone: MessageTone;
  children: ReactNode;
  className?: string;
}

/** Errors interrupt (role alert); success and information wait their turn (role status). */
export function Message({ tone, children, className = '' }: MessageProps) {
  return (
    <div className={`ui-message ui-message--${tone} ${className}`.trim()} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
