/**
 * The routes the build makes, from remix.config.js itself (tests that check every route: the actions' bodies,
 * the login's return), and each route's full URL pattern.
 */
import { defineRoutes } from '@remix-run/dev/dist/config/routes';
import remixConfig from '../remix.config.js';

export function builtRoutes() {
  const manifest = remixConfig.routes(defineRoutes);
  const fullPath = (id: string | undefined): string => {
    const route = id ? manifest[id] : undefined;
    if (!route) return '';
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return { manifest, fullPath };
}
