// The router's error screen (product §8: 'Unexpected Application Error!').

import { Link } from '@agency/shared/router';
import { routerMessages } from '@agency/shared/contract';

export function RouterFallback({ error }: { error: unknown }) {
  console.error('[router]', error);
  return (
    <main className="router-fallback">
      <h1>{routerMessages.fallback}</h1>
      <p>Something went wrong while showing this page.</p>
      <Link className="btn btn-primary" to="/">
        Go back to Home
      </Link>
    </main>
  );
}
