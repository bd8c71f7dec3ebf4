import { REFERENCE_PATH } from '#shared/base-path';
import { useEffect, useState } from 'preact/hooks';

/** The part of the location after `#`, split into a path and its query: `#/sign-in?email=a` -> `/sign-in`, `email=a`. */
export interface Route {
  path: string;
  query: URLSearchParams;
  /** Path segments: `/profiles/prf_1` -> ['profiles', 'prf_1']. */
  segments: string[];
}

export function currentRoute(): Route {
  const hash = location.hash.replace(/^#/, '') || '/';
  const [path = '/', query = ''] = hash.split('?', 2);
  return { path, query: new URLSearchParams(query), segments: path.split('/').filter(Boolean).map(decodeURIComponent) };
}

export function useRoute(): Route {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const update = () => setRoute(currentRoute());
    addEventListener('hashchange', update);
    return () => removeEventListener('hashchange', update);
  }, []);
  return route;
}

export function navigate(path: string): void {
  location.hash = `#${path}`;
}

/** A link to a route of the portal. */
export const href = (path: string) => `#${path}`;

/** The interactive API reference, a page of its own beside the portal: relative, so a base path keeps working. */
export const REFERENCE_HREF = REFERENCE_PATH.replace(/^\//, '');
