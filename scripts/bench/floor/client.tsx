// The floor page's browser entry: React Router's browser router over one route, hydrated as the
// shop's entry hydrates (inside a transition).
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { FloorPage } from './page';

const router = createBrowserRouter([{ path: '*', Component: FloorPage }], { hydrationData: { loaderData: {} } });
startTransition(() => {
  hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />);
});
