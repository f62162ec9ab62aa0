// A change draft-js makes from the state it last rendered must not undo an insert that has not
// rendered yet (the CI failure: two library uploads in a row on a busy machine lost the second
// picture and the editor threw while rendering its toolbar).

import { ContentState, EditorState, Modifier, SelectionState } from 'draft-js';
import { reconcileChange, selectionIn } from '../rich-text/stale-change';

const rendered = EditorState.createWithContent(ContentState.createFromText('Opening line\nClosing line'));
const firstKey = rendered.getCurrentContent().getFirstBlock().getKey();
const at = (key: string, offset: number, hasFocus = false) =>
  SelectionState.createEmpty(key).merge({ anchorOffset: offset, focusOffset: offset, hasFocus }) as SelectionState;

// The newest text: a block split in, as an insert does, so it has a block the rendered one lacks.
const newest = (() => {
  const split = Modifier.splitBlock(rendered.getCurrentContent(), at(firstKey, 12));
  return EditorState.push(rendered, split, 'split-block');
})();
const newBlockKey = newest.getCurrentContent().getBlockAfter(firstKey)!.getKey();

test('a blur reported from the older rendered text keeps the newest text and takes the new focus state', () => {
  const blur = EditorState.acceptSelection(rendered, at(firstKey, 3, false));
  const kept = reconcileChange(rendered, newest, blur);
  expect(kept.getCurrentContent()).toBe(newest.getCurrentContent());
  expect(kept.getSelection().getAnchorKey()).toBe(firstKey);
  expect(kept.getSelection().getHasFocus()).toBe(false);
});

test('a selection the newest text does not hold leaves its own selection, with the reported focus', () => {
  const gone = EditorState.acceptSelection(rendered, at('no-such-block', 0, true));
  const kept = reconcileChange(rendered, newest, gone);
  expect(kept.getCurrentContent()).toBe(newest.getCurrentContent());
  expect(kept.getSelection().getAnchorKey()).toBe(newest.getSelection().getAnchorKey());
  expect(kept.getSelection().getHasFocus()).toBe(true);
});

test('a change of the text itself, or one made when nothing is ahead, is taken as it is', () => {
  const typed = EditorState.push(rendered, Modifier.insertText(rendered.getCurrentContent(), at(firstKey, 0), 'x'), 'insert-characters');
  expect(reconcileChange(rendered, newest, typed)).toBe(typed);
  const moved = EditorState.acceptSelection(rendered, at(firstKey, 5));
  expect(reconcileChange(rendered, rendered, moved)).toBe(moved);
});

test('a caret into a block the text no longer has falls back to the text’s own selection', () => {
  expect(selectionIn(newest, at(newBlockKey, 0)).getAnchorKey()).toBe(newBlockKey);
  expect(selectionIn(rendered, at(newBlockKey, 0))).toBe(rendered.getSelection());
});
