// The editor-state changes behind inline images, the caret and Return after a heading.

import { EditorState, SelectionState } from 'draft-js';
import { editorStateToHtml, htmlToEditorState } from '../rich-text/html-conversion';
import { paragraphAfterHeading } from '../rich-text/editor-commands';
import { atCaret, changeImage, imageBeforeCaret, imageOf, insertMediaAtCaret, removeBlock } from '../rich-text/image-commands';
import { withScheme } from '../rich-text/link-commands';
import { ENTITY } from '../rich-text/media-entities';

const stateOf = (html: string) => htmlToEditorState(html);
const blocks = (state: EditorState) => state.getCurrentContent().getBlocksAsArray();
const caretIn = (state: EditorState, index: number, offset: number) =>
  SelectionState.createEmpty(blocks(state)[index].getKey()).merge({ anchorOffset: offset, focusOffset: offset }) as SelectionState;

describe('inline images in the editor', () => {
  it('inserts at the caret staff left, even when the editor moved its own selection to the start', () => {
    const state = stateOf('<p>First</p><p>Second</p>');
    const caret = caretIn(state, 0, 5);
    // The editor lost focus and now reports the start: the saved caret still decides.
    const moved = EditorState.acceptSelection(state, caretIn(state, 0, 0));
    const html = editorStateToHtml(insertMediaAtCaret(moved, caret, ENTITY.image, { src: 'https://cdn.example/a.png', alt: 'A chart' }));
    expect(html.indexOf('First')).toBeLessThan(html.indexOf('a.png'));
    expect(html.indexOf('a.png')).toBeLessThan(html.indexOf('Second'));
  });

  it('puts a second picture after the first when the caret is on the first, never splitting it', () => {
    let state = stateOf('<p>Intro</p>');
    state = insertMediaAtCaret(state, caretIn(state, 0, 5), ENTITY.image, { src: 'https://cdn.example/one.png', alt: 'One' });
    const onImage = blocks(state).findIndex((block) => block.getType() === 'atomic');
    state = insertMediaAtCaret(state, caretIn(state, onImage, 1), ENTITY.image, { src: 'https://cdn.example/two.png', alt: 'Two' });
    const html = editorStateToHtml(state);
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html.indexOf('one.png')).toBeLessThan(html.indexOf('two.png'));
  });

  it('falls back to the current selection when the saved caret is gone (a reloaded entry)', () => {
    const state = stateOf('<p>Only</p>');
    const gone = SelectionState.createEmpty('nope');
    expect(atCaret(state, gone).getSelection().getAnchorKey()).toBe(blocks(state)[0].getKey());
  });

  it('changes the alt text or the picture of an image block, and removes it', () => {
    let state = stateOf('<p>Before</p><img src="https://cdn.example/a.png" alt="Old words" width="200" height="100"/><p>After</p>');
    const key = blocks(state)
      .find((block) => block.getType() === 'atomic')!
      .getKey();
    expect(imageOf(state.getCurrentContent(), key)).toEqual({ src: 'https://cdn.example/a.png', alt: 'Old words' });
    state = changeImage(state, key, { alt: 'New words' });
    expect(editorStateToHtml(state)).toContain('<img src="https://cdn.example/a.png" alt="New words" width="200" height="100"/>');
    state = changeImage(state, key, { src: 'https://cdn.example/b.png', alt: 'Other picture' });
    // Another picture does not keep the old one's size.
    expect(editorStateToHtml(state)).toContain('<img src="https://cdn.example/b.png" alt="Other picture"/>');
    state = removeBlock(state, key);
    expect(editorStateToHtml(state)).not.toContain('<img');
    expect(editorStateToHtml(state)).toContain('Before');
    expect(state.getSelection().getAnchorKey()).toBe(blocks(state)[1].getKey());
  });

  it('leaves an empty paragraph when the only block is removed', () => {
    const state = stateOf('<img src="https://cdn.example/a.png" alt="Alone"/>');
    expect(blocks(state).map((block) => block.getType())).toEqual(['atomic']);
    const key = blocks(state)
      .find((block) => block.getType() === 'atomic')!
      .getKey();
    const html = editorStateToHtml(removeBlock(state, key));
    expect(html).not.toContain('<img');
  });

  it('finds the picture just before a caret at the start of a block (what Backspace selects)', () => {
    const state = stateOf('<img src="https://cdn.example/a.png" alt="Pic"/><p>Text</p>');
    const image = blocks(state).findIndex((block) => block.getType() === 'atomic');
    const text = blocks(state).findIndex((block, index) => index > image && block.getText() === 'Text');
    expect(imageBeforeCaret(EditorState.acceptSelection(state, caretIn(state, text, 0)))).toBe(blocks(state)[image].getKey());
    expect(imageBeforeCaret(EditorState.acceptSelection(state, caretIn(state, text, 2)))).toBeNull();
  });
});

describe('Return after a heading', () => {
  it('starts a normal paragraph at the end of a heading, and is left to the editor elsewhere', () => {
    const state = stateOf('<h2>Title</h2>');
    const atEnd = EditorState.acceptSelection(state, caretIn(state, 0, 5));
    const next = paragraphAfterHeading(atEnd)!;
    expect(blocks(next).map((block) => block.getType())).toEqual(['header-two', 'unstyled']);
    expect(next.getSelection().getAnchorKey()).toBe(blocks(next)[1].getKey());
    expect(paragraphAfterHeading(EditorState.acceptSelection(state, caretIn(state, 0, 2)))).toBeNull();
    expect(paragraphAfterHeading(stateOf('<p>Text</p>'))).toBeNull();
  });
});

describe('link addresses', () => {
  it('adds https:// to a bare host and leaves every other address as typed', () => {
    expect(withScheme('support.google.com/business')).toBe('https://support.google.com/business');
    expect(withScheme('www.example.com')).toBe('https://www.example.com');
    expect(withScheme('//cdn.example.com/x')).toBe('https://cdn.example.com/x');
    expect(withScheme('https://example.com')).toBe('https://example.com');
    expect(withScheme('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(withScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(withScheme('hello@example.com')).toBe('hello@example.com');
    expect(withScheme('just words')).toBe('just words');
  });
});
