import { EditorState, SelectionState } from 'draft-js';
import { editorStateToHtml, htmlToEditorState } from '../rich-text/html-conversion';
import { addLink, clean, indent, insertMedia, setFont, setFontSize } from '../rich-text/editor-commands';
import { ENTITY } from '../rich-text/media-entities';

const roundTrip = (html: string) => editorStateToHtml(htmlToEditorState(html));

/** Selects the whole first block. */
const selectFirstBlock = (state: EditorState) => {
  const block = state.getCurrentContent().getFirstBlock();
  return EditorState.forceSelection(
    state,
    SelectionState.createEmpty(block.getKey()).merge({ focusOffset: block.getLength() }) as SelectionState,
  );
};

describe('rich HTML through the editor', () => {
  it.each([
    ['bold, italic, underline and strike', '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>'],
    ['headings and blockquote', '<h2>Title</h2>\n<blockquote>Quote</blockquote>'],
    [
      'ordered and bullet lists with nesting',
      '<ol>\n<li>one</li>\n<li>two</li>\n</ol>\n<ul>\n<li>a</li>\n<ul>\n<li>nested</li>\n</ul>\n</ul>',
    ],
    ['links', '<p>See <a href="https://example.com/a?b=1&amp;c=2">our work</a> or <a href="mailto:hi@example.com">mail</a></p>'],
    ['font and size', '<p><span style="font-size: 24px;font-family: Georgia;">big</span></p>'],
    ['indented paragraphs', '<p style="margin-left:40px;">indented</p>'],
    ['images', '<img src="https://cdn.example.com/a.png" alt="Chart"/>'],
    ['video files', '<video src="https://cdn.example.com/a.mp4" controls></video>'],
    ['audio', '<audio src="https://cdn.example.com/a.mp3" controls></audio>'],
    ['embedded players', '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen></iframe>'],
  ])('keeps %s as saved', (_name, html) => {
    const once = roundTrip(html);
    expect(once).toBe(html);
    expect(roundTrip(once)).toBe(once);
  });

  it('reads older markup (b, i, strike, video with source) into the same editor styles', () => {
    expect(roundTrip('<p><b>b</b><i>i</i><strike>s</strike></p>')).toBe('<p><strong>b</strong><em>i</em><s>s</s></p>');
    expect(roundTrip('<video controls><source src="https://cdn.example.com/v.webm" type="video/webm"></video>')).toBe(
      '<video src="https://cdn.example.com/v.webm" controls></video>',
    );
  });

  it('gives an empty string for an empty editor, and an empty editor for empty HTML', () => {
    expect(editorStateToHtml(EditorState.createEmpty())).toBe('');
    expect(editorStateToHtml(htmlToEditorState(''))).toBe('');
    expect(roundTrip('<p></p>')).toBe('');
  });

  it('escapes what could break out of an attribute', () => {
    const state = insertMedia(EditorState.createEmpty(), ENTITY.image, { src: 'https://x.example/a.png', alt: '"><script>x</script>' });
    const html = editorStateToHtml(state);
    expect(html).toContain('<img src="https://x.example/a.png" alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"/>');
    expect(html).not.toContain('<script>');
    expect(roundTrip(html)).toBe(html);
  });
});

describe('editor commands', () => {
  it('links the selection, or inserts the link text at the cursor', () => {
    const selected = selectFirstBlock(htmlToEditorState('<p>Call us</p>'));
    expect(editorStateToHtml(addLink(selected, 'tel:+442079460958', ''))).toBe('<p><a href="tel:+442079460958">Call us</a></p>');
    const empty = EditorState.moveFocusToEnd(EditorState.createEmpty());
    expect(editorStateToHtml(addLink(empty, 'https://northstar.example', 'our site'))).toBe(
      '<p><a href="https://northstar.example">our site</a></p>',
    );
  });

  it('indents paragraphs by margin and list items by depth, and outdents back', () => {
    const paragraph = selectFirstBlock(htmlToEditorState('<p>text</p>'));
    const indented = indent(indent(paragraph, 1), 1);
    expect(editorStateToHtml(indented)).toBe('<p style="margin-left:80px;">text</p>');
    expect(editorStateToHtml(indent(indent(indented, -1), -1))).toBe('<p>text</p>');
    const list = selectFirstBlock(htmlToEditorState('<ul><li>a</li></ul>'));
    expect(indent(list, 1).getCurrentContent().getFirstBlock().getDepth()).toBe(1);
  });

  it('sets one font and one size at a time', () => {
    const state = selectFirstBlock(htmlToEditorState('<p>word</p>'));
    const styled = setFontSize(setFont(setFont(state, 'Arial'), 'Verdana'), '18');
    expect(editorStateToHtml(styled)).toBe('<p><span style="font-size: 18px;font-family: Verdana;">word</span></p>');
    expect(editorStateToHtml(setFont(styled, ''))).toBe('<p><span style="font-size: 18px;">word</span></p>');
  });

  it('clean removes styles, links, heading and indent from the selection', () => {
    const state = selectFirstBlock(
      htmlToEditorState('<h2 style="margin-left:40px;"><strong>Big</strong> <a href="https://a.example">news</a></h2>'),
    );
    expect(editorStateToHtml(clean(state))).toBe('<p>Big news</p>');
  });
});
