// draft-js reports some changes from the state it last rendered, not the newest one: a blur or
// focus just after an insert that has not rendered yet (a library upload finishing, a dialog
// closing on a busy machine) comes back as "the old text with a new selection". Taken as it
// is, that change drops the insert, and a caret set into the inserted block later points at a
// block that is gone (draft-js then throws while rendering the toolbar).

import { EditorState, type ContentState, type SelectionState } from 'draft-js';

const holdsSelection = (content: ContentState, selection: SelectionState): boolean =>
  Boolean(content.getBlockForKey(selection.getAnchorKey()) && content.getBlockForKey(selection.getFocusKey()));

/**
 * The state to keep for `next`, a change draft-js made from `rendered` while `newest` is
 * already ahead of it: a selection-only change of an older text moves the selection of the
 * newest text instead (where that selection still exists there); anything else is `next`.
 */
export const reconcileChange = (rendered: EditorState, newest: EditorState, next: EditorState): EditorState => {
  const stale = newest.getCurrentContent() !== rendered.getCurrentContent() && next.getCurrentContent() === rendered.getCurrentContent();
  if (!stale) return next;
  const selection = next.getSelection();
  return holdsSelection(newest.getCurrentContent(), selection)
    ? EditorState.acceptSelection(newest, selection)
    : EditorState.acceptSelection(newest, newest.getSelection().merge({ hasFocus: selection.getHasFocus() }) as SelectionState);
};

/** `selection` where it still exists in `state`'s text, else the state's own selection. */
export const selectionIn = (state: EditorState, selection: SelectionState): SelectionState =>
  holdsSelection(state.getCurrentContent(), selection) ? selection : state.getSelection();
