import { lazy, useEffect } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { Layout } from './Layout';

export { DELIVERY_REDIRECT_SEARCH } from './delivery-redirect';

/**
 * The route table's first level (spec 1 §2): the layout, the home page, and every other page in
 * ./page-routes.tsx, a chunk of its own matched under `*` (descendant routes), so the home route's
 * entry does not carry the other rows and their lazy screens (home route budget, issue 18).
 * Declarative routing (useRoutes) keeps the data router's code out of the first paint.
 */
const HomeScreen = lazy(() => import('../screens/home'));
const loadPageRoutes = () => import('./page-routes');
const PageRoutes = lazy(loadPageRoutes);
// A deep link asks for the table at once, in parallel with the start-up (not after the layout renders).
if (typeof window !== 'undefined' && window.location.pathname !== '/') void loadPageRoutes();

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: '*', element: <PageRoutes /> },
    ],
  },
];

/** Loads the other pages' table right after the first paint of the home page (a click needs no extra hop). */
function PrefetchPageRoutes() {
  useEffect(() => {
    void loadPageRoutes();
  }, []);
  return null;
}

export function AppRoutes() {
  return (
    <>
      {useRoutes(routes)}
      <PrefetchPageRoutes />
    </>
  );
}
