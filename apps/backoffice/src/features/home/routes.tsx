import { lazy } from 'react';
import type { AppRoute } from '../../lib/appRoute';

/** The welcome page: the home of users who may open no screen (DECISIONS P3-46). */
export const INICIO_PATH = '/inicio';

export const homeRoutes: readonly AppRoute[] = [
  { path: INICIO_PATH, component: lazy(() => import('./HomePage')), permisos: [] },
];
