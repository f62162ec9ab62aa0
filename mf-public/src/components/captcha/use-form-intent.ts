// Whether the visitor uses the form around `anchor`: `used` once they focus, touch or
// type in it (or did so before the page's scripts ran: a focused field, or text that
// differs from what the server rendered); `near` once it scrolls close to the viewport
// from further away. Nothing is watched for visibility until the visitor scrolls, and a form
// that is already near when they do (the home banner's) is not `near` by scrolling: a
// visitor who reads the page on, away from it, downloads no form code.

import { useEffect, useState, type RefObject } from 'react';

const NEAR_VIEW_MARGIN = '300px 0px';
const USE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

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
  used: boolean;
  near: boolean;
}

export const useFormIntent = (anchor: RefObject<HTMLElement | null>): FormIntent => {
  const [used, setUsed] = useState(false);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (used || !element) return undefined;
    const form = element.closest('form') ?? element;
    if (usedBeforeScripts(form)) {
      setUsed(true);
      return undefined;
    }
    const onUse = () => setUsed(true);
    for (const type of USE_EVENTS) form.addEventListener(type, onUse);
    return () => {
      for (const type of USE_EVENTS) form.removeEventListener(type, onUse);
    };
  }, [anchor, used]);

  useEffect(() => {
    const element = anchor.current;
    if (near || used || !element || typeof IntersectionObserver !== 'function') return undefined;
    const form = element.closest('form') ?? element;
    let observer: IntersectionObserver | undefined;
    /** Whether the form was away from the viewport when watching began (the first entry says). */
    let wasAway: boolean | undefined;
    const watchVisibility = () => {
      observer = new IntersectionObserver(
        (entries) => {
          const isNear = entries.some((entry) => entry.isIntersecting);
          wasAway ??= !isNear;
          if (isNear && wasAway) setNear(true);
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
  }, [anchor, near, used]);

  return { used, near };
};
