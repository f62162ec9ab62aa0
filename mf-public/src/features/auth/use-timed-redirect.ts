// Go somewhere after a pause (product §4: 1.5 s after login or sign-up), cancelled if
// the page goes away first.

import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '@agency/shared/router';

export const useTimedRedirect = () => {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (path: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(path), delayMs);
    },
    [navigate],
  );
};
