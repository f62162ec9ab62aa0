// The floating chat and back-to-top buttons step aside while a form or a field
// passes under them, so they never cover a field (its select arrow, its right
// edge) nor take the tap meant for it. Renders nothing; marks <html> while tucked.

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const TUCKED_CLASS = 'floating-buttons-tucked';
const FIELDS = 'form, input:not([type="hidden"]), select, textarea';
const BUTTONS = '.chat-button, .back-to-top';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The box around the floating buttons shown (hidden ones keep their place). */
const buttonsZone = (): Box | null => {
  const boxes = [...document.querySelectorAll(BUTTONS)].map((button) => button.getBoundingClientRect());
  if (boxes.length === 0) return null;
  return {
    left: Math.min(...boxes.map((box) => box.left)),
    top: Math.min(...boxes.map((box) => box.top)),
    right: Math.max(...boxes.map((box) => box.right)),
    bottom: Math.max(...boxes.map((box) => box.bottom)),
  };
};

export const fieldUnderButtons = (): boolean => {
  const zone = buttonsZone();
  if (!zone) return false;
  return [...document.querySelectorAll<HTMLElement>(FIELDS)].some((field) => {
    const box = field.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && overlaps(zone, box);
  });
};

export function StepAsideForForms() {
  const { pathname } = useLocation();

  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => root.classList.toggle(TUCKED_CLASS, fieldUnderButtons()));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // Forms that appear or grow without a scroll (data loaded, a message shown).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      resized?.disconnect();
      root.classList.remove(TUCKED_CLASS);
    };
  }, [pathname]);

  return null;
}
