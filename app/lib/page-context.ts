import { createContext, type PageContext, type RouterContextProvider } from 'react-router';

/**
 * The key of a page request's own values (services, country, viewer, …) in React Router's request
 * context. The server sets them under this very key, which it takes from the storefront build's
 * entry module (app/entry.server.tsx exports it): a copy of this file bundled elsewhere would be
 * another key. Their type is the server's (`PageContext`, declared in server/web/handler.ts).
 */
export const pageContext = createContext<PageContext>();

/** What the server gave this page request. */
export const page = (context: Readonly<RouterContextProvider>): PageContext => context.get(pageContext);
