// Pictures in the rich-text editor: every insert shows at once (two library picks in a
// row too), a stored picture shows when an entry is loaded, a dialog closed with Cancel
// gives the text its focus back, and an inline picture is selected and changed from its
// own toolbar. Links: a bare host gets https://, and a link may open in a new tab.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MediaItem } from '@agency/shared/contract';
import { linkDialogMessages, richImageMessages } from '@agency/shared/contract/messages';
import { RichTextEditor } from '@agency/shared/admin';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';

const item = (id: string, alt: string): MediaItem => ({
  _id: id,
  file: `${id}.webp`,
  alt,
  name: `${id}.png`,
  size: 100,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  usedBy: [],
});
const LIBRARY = [item('aaaaaaaaaaaaaaaaaaaaaaaa', 'Team at work'), item('bbbbbbbbbbbbbbbbbbbbbbbb', 'Sales chart')];

mockApi(http.get(apiUrl('media'), () => HttpResponse.json({ data: LIBRARY })));

function Harness({ initial, onHtml }: { initial: string; onHtml: (html: string) => void }) {
  const [html, setHtml] = useState(initial);
  return (
    <RichTextEditor
      label="Article"
      value={html}
      preset="media"
      onChange={(next) => {
        setHtml(next);
        onHtml(next);
      }}
    />
  );
}

const setup = (initial = '') => {
  const onHtml = jest.fn();
  renderWithStore(<Harness initial={initial} onHtml={onHtml} />);
  const box = screen.getByRole('textbox', { name: 'Article' });
  const toolbar = screen.getByRole('toolbar', { name: 'Article formatting' });
  return { onHtml, box, toolbar, user: userEvent.setup() };
};

const pickFromLibrary = async (user: ReturnType<typeof userEvent.setup>, toolbar: HTMLElement, alt: string) => {
  await user.click(within(toolbar).getByRole('button', { name: 'Insert from the media library' }));
  await user.click(await within(screen.getByRole('dialog', { name: 'Media library' })).findByRole('button', { name: `Insert ${alt}` }));
};

describe('pictures in the rich-text editor', () => {
  it('shows stored pictures when an entry is loaded, one that opens the text too', () => {
    const { box } = setup(
      '<img src="https://cdn.example/a.png" alt="Chart"/>\n<p>After</p>\n<img src="https://cdn.example/b.png" alt="Team"/>',
    );
    expect(within(box).getByRole('img', { name: 'Chart' })).toBeInTheDocument();
    expect(within(box).getByRole('img', { name: 'Team' })).toBeInTheDocument();
    expect(box).toHaveTextContent('After');
  });

  it('shows two pictures picked from the library one after the other, both at once and both saved', async () => {
    const { box, toolbar, user, onHtml } = setup('<p>Intro</p>');
    await pickFromLibrary(user, toolbar, 'Team at work');
    await pickFromLibrary(user, toolbar, 'Sales chart');
    expect(within(box).getByRole('img', { name: 'Team at work' })).toBeInTheDocument();
    expect(within(box).getByRole('img', { name: 'Sales chart' })).toBeInTheDocument();
    const html = onHtml.mock.lastCall?.[0] as string;
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html.indexOf('aaaaaaaaaaaaaaaaaaaaaaaa')).toBeLessThan(html.indexOf('bbbbbbbbbbbbbbbbbbbbbbbb'));
  });

  it('gives the text its focus back when a dialog is cancelled', async () => {
    const { box, toolbar, user, onHtml } = setup('<p>Intro</p>');
    await user.click(box);
    // Reached by keyboard, as the dialog's opener would otherwise take the focus back.
    within(toolbar).getByRole('button', { name: 'Insert image' }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog', { name: 'Insert image' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(box).toHaveFocus());
    expect(onHtml).not.toHaveBeenCalled();
  });

  it('selects an inline picture with a click or Enter, and edits its alt text, replaces and removes it', async () => {
    const { box, user, onHtml } = setup('<p>Intro</p>\n<img src="https://cdn.example/a.png" alt="Old words"/>\n<p>End</p>');
    const picture = within(box).getByRole('button', { name: richImageMessages.select('Old words') });
    expect(screen.queryByRole('toolbar', { name: richImageMessages.toolbar })).not.toBeInTheDocument();
    await user.click(picture);
    let tools = screen.getByRole('toolbar', { name: richImageMessages.toolbar });
    expect(picture).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(tools).getByRole('button', { name: richImageMessages.editAlt }));
    const altDialog = screen.getByRole('dialog', { name: richImageMessages.altDialogTitle });
    const altBox = within(altDialog).getByRole('textbox', { name: richImageMessages.altLabel });
    expect(altBox).toHaveValue('Old words');
    await user.clear(altBox);
    await user.type(altBox, 'New words');
    await user.click(within(altDialog).getByRole('button', { name: richImageMessages.save }));
    expect(onHtml).toHaveBeenLastCalledWith(expect.stringContaining('<img src="https://cdn.example/a.png" alt="New words"/>'));

    // The keyboard way: Enter on the picture selects it again.
    const again = within(box).getByRole('button', { name: richImageMessages.select('New words') });
    again.focus();
    await user.keyboard('{Enter}');
    tools = screen.getByRole('toolbar', { name: richImageMessages.toolbar });
    await user.click(within(tools).getByRole('button', { name: richImageMessages.replace }));
    await user.click(
      await within(screen.getByRole('dialog', { name: 'Media library' })).findByRole('button', { name: 'Insert Sales chart' }),
    );
    const replaced = onHtml.mock.lastCall?.[0] as string;
    expect(replaced).toContain('bbbbbbbbbbbbbbbbbbbbbbbb.webp" alt="Sales chart"');
    expect(replaced).not.toContain('cdn.example/a.png');

    await user.click(within(box).getByRole('button', { name: richImageMessages.select('Sales chart') }));
    await user.click(
      within(screen.getByRole('toolbar', { name: richImageMessages.toolbar })).getByRole('button', { name: richImageMessages.remove }),
    );
    expect(onHtml).toHaveBeenLastCalledWith('<p>Intro</p>\n<p>End</p>');
    expect(within(box).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('the link dialog', () => {
  it('adds https:// to a bare host and can open the link in a new tab', async () => {
    const { toolbar, user, onHtml } = setup('');
    await user.click(within(toolbar).getByRole('button', { name: 'Insert link' }));
    const dialog = screen.getByRole('dialog', { name: 'Insert link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'support.google.com/business');
    await user.type(within(dialog).getByRole('textbox', { name: /Link text/ }), 'Business Profile help');
    await user.click(within(dialog).getByRole('checkbox', { name: linkDialogMessages.newTab }));
    await user.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onHtml).toHaveBeenLastCalledWith(
      '<p><a href="https://support.google.com/business" target="_blank">Business Profile help</a></p>',
    );
  });
});
