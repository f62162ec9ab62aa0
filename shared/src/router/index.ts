// The router of the platform API: what remotes (and the shared kits) may use of React Router.
// The shell bundles React Router once, tree-shaken to its own needs and to these exports, and
// shares this module as a singleton, so every remote links and navigates in the shell's one
// router. A remote needing an export the live shell does not offer is refused at release
// (webpack/platform-api-plugin.js). Adding an export here is an addition to the platform API:
// list it in docs/architecture.md. The router itself is declarative (PlatformRouter); useBlocker
// is ours, over the blockable history, so that no page carries React Router's data router, and
// Link and NavLink are ours, over its hooks, so that no page carries its framework mode.

export {
  Navigate,
  Outlet,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateFunction,
  type Location,
  type To,
} from 'react-router-dom';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './link';
export { PlatformRouter, useBlocker } from './platform-router';
export { blockableBrowserHistory, blockableHistory, type BlockableHistory, type Blocker, type BlockerFunction } from './blockable-history';
