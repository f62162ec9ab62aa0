// What a field does when it loses focus (its error appears, its note goes) changes the layout
// below it. When a press moved the focus (a tap or click on Send, on the next field), that
// change waits until the press has ended in its click: made at once, it moved Send by the
// height of the error line between the finger going down and coming up, and the browser gave
// the click to whatever was under the finger then (the form's footer), so the tap on Send was
// lost. A keyboard user's blur is handled at once.

/** A press that ends without a click (a scroll, a drag) lets the waiting changes through after this. */
const NO_CLICK_GRACE_MS = 1000;

let pressing = false;
let waiting: Array<() => void> = [];
let graceTimer: ReturnType<typeof setTimeout> | undefined;
let watching = false;

const release = () => {
  pressing = false;
  clearTimeout(graceTimer);
  const run = waiting;
  waiting = [];
  for (const change of run) change();
};

const onPress = () => {
  clearTimeout(graceTimer);
  pressing = true;
};

// After the click's own handlers (Send's submit) have run.
const onClick = () => {
  if (pressing) setTimeout(release, 0);
};

// On a touch screen the mouse events (and the blur) come after the finger has lifted.
const onLift = () => {
  clearTimeout(graceTimer);
  graceTimer = setTimeout(release, NO_CLICK_GRACE_MS);
};

/** Starts following presses on the page (once; the listeners stay for the page's life). */
export const watchPresses = (): void => {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('pointerdown', onPress, { capture: true, passive: true });
  window.addEventListener('pointerup', onLift, { capture: true, passive: true });
  window.addEventListener('pointercancel', onLift, { capture: true, passive: true });
  window.addEventListener('click', onClick, { capture: true, passive: true });
};

/** Runs `change` now, or once the press in progress has ended. */
export const afterPress = (change: () => void): void => {
  if (pressing) waiting.push(change);
  else change();
};
