// A renamed entry answers its old slug with a redirect, so the record that comes
// back carries its new slug: replace the address with the new one (in the browser),
// or answer with a permanent redirect (when the server renders the page).

import { useEffect } from 'react';
import { useNavigate } from '@agency/shared/router';
import { useServerRedirect } from '@agency/shared/ui';

export const useSlugRedirect = (requestedSlug: string, currentSlug: string | undefined, pathFor: (slug: string) => string): void => {
  const navigate = useNavigate();
  useServerRedirect(currentSlug && currentSlug !== requestedSlug ? pathFor(currentSlug) : undefined);
  useEffect(() => {
    if (currentSlug && currentSlug !== requestedSlug) navigate(pathFor(currentSlug), { replace: true });
  }, [currentSlug, requestedSlug, pathFor, navigate]);
};
