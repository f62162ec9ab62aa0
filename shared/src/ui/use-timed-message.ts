// A message that clears itself after the screen's display time (product §9: 2 s or 5 s), or stays
// until the next action where the screen asks (an editor's save outcome).

import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageTone } from './message';

export interface TimedMessage {
  text: string;
  tone: MessageTone;
}

export const useTimedMessage = () => {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  /** Without `durationMs` the message stays until the next one or `clear` (an editor's save outcome). */
  const show = useCallback((text: string, tone: MessageTone, durationMs?: number) => {
    clearTimeout(timer.current);
    setMessage({ text, tone });
    if (durationMs !== undefined) timer.current = setTimeout(() => setMessage(null), durationMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear };
};
