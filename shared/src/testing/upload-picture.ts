// Choosing an entry's picture in an admin form as staff do: the file, then its alt text
// (issue 19: the forms require it beside a new upload).

import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { imageAltMessages } from '@agency/shared/contract/messages';

type User = ReturnType<typeof userEvent.setup>;

export const altTextBox = () => screen.getByRole('textbox', { name: new RegExp(`^${imageAltMessages.label}`) });

/** Uploads `file` into `input` and describes it with `alt`. */
export const uploadPicture = async (user: User, input: HTMLElement, file: File, alt = `Picture ${file.name}`): Promise<void> => {
  await user.upload(input, file);
  await user.type(altTextBox(), alt);
};
