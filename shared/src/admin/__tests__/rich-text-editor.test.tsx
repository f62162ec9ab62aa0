import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { editorMessages } from '@agency/shared/contract/messages';
import { RichTextEditor, type ToolbarPreset } from '@agency/shared/admin';
import { renderWithStore } from '@agency/shared/testing';

function Harness({ initial, preset = 'standard', onHtml }: { initial: string; preset?: ToolbarPreset; onHtml?: (html: string) => void }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Description"
        value={html}
        preset={preset}
        onChange={(next) => {
          setHtml(next);
          onHtml?.(next);
        }}
      />
      <button type="button" onClick={() => setHtml('<p>Loaded from the API</p>')}>
        Load
      </button>
    </>
  );
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Description formatting' });

describe('the rich-text editor', () => {
  it('names its text box and toolbar, and shows the stored HTML', () => {
    render(<Harness initial="<p>Hello <strong>world</strong></p>" />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent('Hello world');
    expect(within(toolbar()).getByRole('combobox', { name: 'Text style' })).toHaveValue('unstyled');
    expect(within(toolbar()).getByRole('combobox', { name: 'Font' })).toBeInTheDocument();
    expect(within(toolbar()).getByRole('combobox', { name: 'Size' })).toBeInTheDocument();
  });

  it('toggles inline styles with aria-pressed buttons and block types', async () => {
    const user = userEvent.setup();
    const onHtml = jest.fn();
    render(<Harness initial="<p>Hello</p>" onHtml={onHtml} />);
    const bold = within(toolbar()).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    const bullets = within(toolbar()).getByRole('button', { name: 'Bullet list' });
    await user.click(bullets);
    expect(bullets).toHaveAttribute('aria-pressed', 'true');
    expect(onHtml).toHaveBeenLastCalledWith('<ul>\n<li>Hello</li>\n</ul>');
    await user.selectOptions(within(toolbar()).getByRole('combobox', { name: 'Text style' }), 'header-two');
    expect(onHtml).toHaveBeenLastCalledWith('<h2>Hello</h2>');
    expect(within(toolbar()).getByRole('button', { name: 'Outdent' })).toBeDisabled();
  });

  it('shows every control of product §5, with video, audio and clean only on the media preset', () => {
    const { unmount } = render(<Harness initial="" preset="media" />);
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Blockquote',
      'Ordered list',
      'Bullet list',
      'Indent',
      'Outdent',
      'Insert link',
      'Insert image',
      'Insert video',
      'Insert audio',
      'Clean formatting',
    ]) {
      expect(within(toolbar()).getByRole('button', { name })).toBeInTheDocument();
    }
    unmount();
    render(<Harness initial="" preset="standard" />);
    expect(within(toolbar()).queryByRole('button', { name: 'Insert video' })).not.toBeInTheDocument();
    expect(within(toolbar()).queryByRole('button', { name: 'Clean formatting' })).not.toBeInTheDocument();
  });

  it('refuses links other than http, https, mailto and tel with a visible message', async () => {
    const user = userEvent.setup();
    const onHtml = jest.fn();
    // The link dialog searches the site's pages through the API cache: the editor runs inside the store, as in the admin.
    renderWithStore(<Harness initial="" onHtml={onHtml} />);
    const opener = within(toolbar()).getByRole('button', { name: 'Insert link' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Insert link' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    expect(address).toHaveFocus();
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(editorMessages.linkNotAllowed);
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(onHtml).not.toHaveBeenCalled();
    await user.clear(address);
    await user.type(address, 'mailto:hello@northstar-digital.example');
    await user.type(within(dialog).getByRole('textbox', { name: /Link text/ }), 'Write to us');
    await user.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onHtml).toHaveBeenLastCalledWith('<p><a href="mailto:hello@northstar-digital.example">Write to us</a></p>');
  });

  it('inserts images and YouTube videos from web addresses only', async () => {
    const user = userEvent.setup();
    const onHtml = jest.fn();
    render(<Harness initial="" preset="media" onHtml={onHtml} />);
    await user.click(within(toolbar()).getByRole('button', { name: 'Insert image' }));
    let dialog = screen.getByRole('dialog', { name: 'Insert image' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'data:image/png;base64,xx');
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(editorMessages.mediaUrlNotAllowed);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(toolbar()).getByRole('button', { name: 'Insert video' }));
    dialog = screen.getByRole('dialog', { name: 'Insert video' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'https://www.youtube.com/watch?v=abc123');
    await user.click(within(dialog).getByRole('button', { name: 'Insert video' }));
    expect(onHtml.mock.lastCall?.[0]).toContain(
      '<iframe src="https://www.youtube.com/embed/abc123" width="560" height="315" allowfullscreen></iframe>',
    );
  });

  it('keeps every change when the form echoes values a few changes late', async () => {
    jest.useFakeTimers();
    function LaggingForm() {
      const [html, setHtml] = useState('<p>Hello</p>');
      // Like a form library that applies each value on a later tick.
      return <RichTextEditor label="Description" value={html} onChange={(next) => setTimeout(() => setHtml(next), 0)} />;
    }
    render(<LaggingForm />);
    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Bullet list' }));
    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Indent' }));
    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Bold' }));
    await act(async () => {
      jest.runAllTimers();
    });
    expect(within(toolbar()).getByRole('button', { name: 'Bullet list' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(toolbar()).getByRole('button', { name: 'Outdent' })).toBeEnabled();
    jest.useRealTimers();
  });

  it('shows new HTML given from outside (a loaded entry, a reset form)', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>First</p>" />);
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent('Loaded from the API');
  });
});
