import { Link } from 'react-router-dom';
import { routerMessages } from '@agency/shared/contract';

export default function NotFoundPage() {
  return (
    <main>
      <h1>{routerMessages.notFound}</h1>
      <Link to="/">Go back to Home</Link>
    </main>
  );
}
