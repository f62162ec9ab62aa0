// A renamed entry answers its old slug with a redirect, so the record that comes
// back carries its new slug: replace the address with the new one.

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export const useSlugRedirect = (requestedSlug: string, currentSlug: string | undefined, pathFor: (slug: string) => string): void => {
  const navigate = useNavigate();
  useEffect(() => {
    if (currentSlug && currentSlug !== requestedSlug) navigate(pathFor(currentSlug), { replace: true });
  }, [currentSlug, requestedSlug, pathFor, navigate]);
};
