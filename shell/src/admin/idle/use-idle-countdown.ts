// Counts down from the last activity (a key, a click, a touch, scrolling or moving
// the pointer, in any admin tab). Returns the seconds left once the warning time
// is reached, and signs out when they run out.

import { useCallback, useEffect, useRef, useState } from 'react';
import { IDLE_WARNING_MS, idleTimeoutMs, readLastActivity, writeLastActivity } from './idle-clock';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll', 'pointermove'] as const;
/** Pointer moves and scrolls come in bursts: the time is written at most this often. */
const WRITE_EVERY_MS = 5_000;
const TICK_MS = 1_000;

export const useIdleCountdown = (onTimeout: () => void) => {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const lastWrite = useRef(0);
  const warning = useRef(false);
  warning.current = secondsLeft !== null;

  const markActive = useCallback((force = false) => {
    const now = Date.now();
    if (!force && now - lastWrite.current < WRITE_EVERY_MS) return;
    lastWrite.current = now;
    writeLastActivity(now);
  }, []);

  useEffect(() => {
    markActive(true);
    // While the warning shows, only its button counts: a stray pointer move must not dismiss it.
    const onActivity = () => {
      if (!warning.current) markActive();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    const timer = setInterval(() => {
      const left = readLastActivity() + idleTimeoutMs() - Date.now();
      if (left <= 0) {
        clearInterval(timer);
        onTimeout();
      } else {
        setSecondsLeft(left <= IDLE_WARNING_MS ? Math.ceil(left / 1000) : null);
      }
    }, TICK_MS);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [markActive, onTimeout]);

  const stay = useCallback(() => {
    markActive(true);
    setSecondsLeft(null);
  }, [markActive]);

  return { secondsLeft, stay };
};
