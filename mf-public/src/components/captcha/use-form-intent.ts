// Whether the visitor uses the form around `anchor`: `paused` once they have focused,
// touched or typed in it (or did so before the page's scripts ran: a focused field, or text
// that differs from what the server rendered) and then rested for INPUT_PAUSE_MS; `near` once,
// before any use, it scrolls close to the viewport from further away. Nothing is watched for
// visibility until the visitor scrolls, and a form that is already near when they do (the home
// banner's) is not `near` by scrolling: a visitor who reads the page on, away from it,
// downloads no form code.

import { useEffect, useRef, useState, type RefObject } from 'react';

const NEAR_VIEW_MARGIN = '300px 0px';
const USE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;
/** The form's code (formik, the captcha widget) takes one long task to start: it waits for a
 *  rest in the visitor's typing and tapping, so it does not hold up the key they press next. */
export const INPUT_PAUSE_MS = 400;

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** True when the visitor already worked in the form before React owned it. */
export const usedBeforeScripts = (form: HTMLElement): boolean => {
  if (form.contains(document.activeElement) && document.activeElement !== form) return true;
  return Array.from(form.querySelectorAll<FieldElement>('input, textarea, select')).some((field) =>
    field instanceof HTMLSelectElement
      ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
      : field.type !== 'hidden' && field.value !== field.defaultValue,
  );
};

export interface FormIntent {
  /** Used, and then the visitor's input rested. */
  paused: boolean;
  near: boolean;
}

export const useFormIntent = (anchor: RefObject<HTMLElement | null>): FormIntent => {
  const used = useRef(false);
  const [paused, setPaused] = useState(false);
  const [near, setNear] = useState(false);

  // A use renders nothing: only the rest after it does.
  useEffect(() => {
    const element = anchor.current;
    if (paused || !element) return undefined;
    const form = element.closest('form') ?? element;
    let rest: ReturnType<typeof setTimeout> | undefined;
    const onUse = () => {
      used.current = true;
      clearTimeout(rest);
      rest = setTimeout(() => setPaused(true), INPUT_PAUSE_MS);
    };
    if (usedBeforeScripts(form)) onUse();
    for (const type of USE_EVENTS) form.addEventListener(type, onUse);
    return () => {
      clearTimeout(rest);
      for (const type of USE_EVENTS) form.removeEventListener(type, onUse);
    };
  }, [anchor, paused]);

  useEffect(() => {
    const element = anchor.current;
    if (near || paused || !element || typeof IntersectionObserver !== 'function') return undefined;
    const form = element.closest('form') ?? element;
    let observer: IntersectionObserver | undefined;
    /** Whether the form was away from the viewport when watching began (the first entry says). */
    let wasAway: boolean | undefined;
    const watchVisibility = () => {
      observer = new IntersectionObserver(
        (entries) => {
          const isNear = entries.some((entry) => entry.isIntersecting);
          wasAway ??= !isNear;
          if (isNear && wasAway && !used.current) setNear(true);
        },
        { rootMargin: NEAR_VIEW_MARGIN },
      );
      observer.observe(form);
    };
    window.addEventListener('scroll', watchVisibility, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', watchVisibility);
      observer?.disconnect();
    };
  }, [anchor, near, paused]);

  return { paused, near };
};
