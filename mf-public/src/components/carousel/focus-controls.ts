// The controls of a carousel a keyboard can reach, in tab order (slides out of view are inert).

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const reachableControls = (root: Element): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));

/** Whether `other` comes after `element` in the document (focus arriving from there moves backwards). */
export const comesAfter = (element: Element, other: EventTarget | null): boolean =>
  other instanceof Node && (element.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
