// The failure half of an edit screen built by the admin kit, checked the same way
// for every resource of this remote: a failed save shows the update failure, and an
// entry that cannot be loaded shows the load failure in place of the form.

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResourceMessages } from '@agency/shared/contract/messages';
import type { mockApi } from '@agency/shared/testing';
import { fail } from './fake-collection';

export interface EditFailureCheck {
  server: ReturnType<typeof mockApi>;
  /** API path of the resource, e.g. 'team'. */
  path: string;
  messages: ResourceMessages;
  renderEdit: (id: string) => { unmount: () => void };
  /** An id the fake API holds. */
  existingId: string;
}

export const expectEditFailures = async ({ server, path, messages, renderEdit, existingId }: EditFailureCheck) => {
  server.use(fail('put', `${path}/:id`));
  const user = userEvent.setup();
  const { unmount } = renderEdit(existingId);
  await user.click(await screen.findByRole('button', { name: 'Update' }));
  expect(await screen.findByText(messages.updateFailed)).toBeInTheDocument();
  unmount();
  renderEdit('missing');
  expect(await screen.findByText(messages.loadOneFailed)).toBeInTheDocument();
};
