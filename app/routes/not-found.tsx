import { data } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/not-found';

/** Any path no other route serves: the page below with a real 404 status. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Page Not Found', description: 'This page could not be found at Zaron.', noindex: true });
