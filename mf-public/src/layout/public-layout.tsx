import { Link, Outlet } from 'react-router-dom';
import { PUBLIC_COPYRIGHT_YEAR, SITE } from '@agency/shared/contract';

export default function PublicLayout() {
  return (
    <>
      <header>
        <Link to="/">{SITE.name}</Link>
      </header>
      <Outlet />
      <footer>
        Copyright &copy; {PUBLIC_COPYRIGHT_YEAR} {SITE.name}
      </footer>
    </>
  );
}
