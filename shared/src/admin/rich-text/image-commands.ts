// Editor-state changes for media blocks: where an insert lands (the caret staff left,
// never inside another picture), and an inline image changed or taken out again.

import { EditorState, Modifier, SelectionState, type ContentBlock, type ContentState } from 'draft-js';
import { ENTITY, type MediaEntityType } from './media-entities';
import { insertMedia } from './editor-commands';

const collapsedAt = (block: ContentBlock, offset: number) =>
  SelectionState.createEmpty(block.getKey()).merge({
    anchorOffset: offset,
    focusOffset: offset,
  }) as SelectionState;

/**
 * `state` with the caret put back where staff left it (`caret`, if its block still
 * exists); a caret on a picture moves just after it, so a new one never splits it.
 */
export const atCaret = (state: EditorState, caret: SelectionState | null): EditorState => {
  const content = state.getCurrentContent();
  const selection =
    caret && content.getBlockForKey(caret.getAnchorKey()) && content.getBlockForKey(caret.getFocusKey()) ? caret : state.getSelection();
  const block = content.getBlockForKey(selection.getStartKey());
  if (block?.getType() !== 'atomic') return EditorState.acceptSelection(state, selection);
  const after = content.getBlockAfter(block.getKey());
  return EditorState.acceptSelection(state, after ? collapsedAt(after, 0) : collapsedAt(block, block.getLength()));
};

/** Inserts media at the caret staff left (see `atCaret`). */
export const insertMediaAtCaret = (
  state: EditorState,
  caret: SelectionState | null,
  type: MediaEntityType,
  data: Record<string, string>,
): EditorState => insertMedia(atCaret(state, caret), type, data);

/** The image block `blockKey` and its data, or null when it is not an image. */
export const imageOf = (content: ContentState, blockKey: string): { src: string; alt: string } | null => {
  const block = content.getBlockForKey(blockKey);
  const entityKey = block?.getType() === 'atomic' ? block.getEntityAt(0) : null;
  if (!entityKey) return null;
  const entity = content.getEntity(entityKey);
  if (entity.getType() !== ENTITY.image) return null;
  const data = entity.getData() as Record<string, string>;
  return { src: data.src ?? '', alt: data.alt ?? '' };
};

/** The image block `blockKey` with new data merged in (new alt text, another picture). */
export const changeImage = (state: EditorState, blockKey: string, data: { src?: string; alt?: string }): EditorState => {
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(blockKey);
  const old = block && imageOf(content, blockKey);
  if (!block || !old) return state;
  const entityKey = block.getEntityAt(0);
  const previous = content.getEntity(entityKey).getData() as Record<string, string>;
  // A new picture may have other proportions: the old size does not carry over.
  const sized = data.src && data.src !== old.src ? { ...previous, width: '', height: '' } : previous;
  const withEntity = content.createEntity(ENTITY.image, 'IMMUTABLE', { ...sized, ...data });
  const whole = collapsedAt(block, 0).merge({ focusOffset: block.getLength() }) as SelectionState;
  const changed = Modifier.applyEntity(withEntity, whole, withEntity.getLastCreatedEntityKey());
  return EditorState.push(state, changed, 'apply-entity');
};

/** The editor without block `blockKey`; the caret goes where the block was. */
export const removeBlock = (state: EditorState, blockKey: string): EditorState => {
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(blockKey);
  if (!block) return state;
  const after = content.getBlockAfter(blockKey);
  const before = content.getBlockBefore(blockKey);
  if (!after && !before) {
    // The only block: an empty paragraph stays to type in.
    const whole = collapsedAt(block, 0).merge({ focusOffset: block.getLength() }) as SelectionState;
    const emptied = Modifier.setBlockType(Modifier.removeRange(content, whole, 'forward'), collapsedAt(block, 0), 'unstyled');
    return EditorState.forceSelection(
      EditorState.push(state, Modifier.applyEntity(emptied, collapsedAt(block, 0), null), 'remove-range'),
      collapsedAt(block, 0),
    );
  }
  const caret = after ? collapsedAt(after, 0) : collapsedAt(before!, before!.getLength());
  const next = content.merge({
    blockMap: content.getBlockMap().delete(blockKey),
    selectionBefore: state.getSelection(),
    selectionAfter: caret,
  }) as ContentState;
  return EditorState.forceSelection(EditorState.push(state, next, 'remove-range'), caret);
};

/** The image just before a caret at the start of a block, which Backspace selects before it deletes. */
export const imageBeforeCaret = (state: EditorState): string | null => {
  const selection = state.getSelection();
  if (!selection.isCollapsed() || selection.getStartOffset() !== 0) return null;
  const before = state.getCurrentContent().getBlockBefore(selection.getStartKey());
  return before && imageOf(state.getCurrentContent(), before.getKey()) ? before.getKey() : null;
};
