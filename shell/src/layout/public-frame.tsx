// Around every public page: the public remote's layout (navbar, footer) and the floating
// chat link and back-to-top button, in a landmark of their own (product §2).

import { RemotePage } from '../federation/remote-page';
import { ChatButton } from './chat-button';
import { BackToTop } from './back-to-top';

export function PublicFrame() {
  return (
    <>
      <RemotePage remote="mf_public" page="Layout" />
      <aside className="floating-actions" aria-label="Quick links">
        <ChatButton />
        <BackToTop />
      </aside>
    </>
  );
}
