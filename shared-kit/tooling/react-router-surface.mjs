// The router a page's browser code gets as the shared `react-router-dom` (ADR 0031): what the shell and
// the remotes import of it, and the hooks and components a team may reasonably reach for next. Shared
// whole, the library is 62 KB compressed on every page; this list is half of it. A name missing here is
// an ESLint error in the apps (eslint.config.mjs); adding one is a compatible change of the platform.
// The server build shares the whole library (its renderer needs the static router). The names come from
// `react-router`, which `react-router-dom` re-exports: importing `react-router-dom` here would consume the
// very module this one provides.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
