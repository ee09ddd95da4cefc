import { createContext, use } from 'react';
import type { AppRoute } from './appRoute';

/**
 * The menu screens the signed-in user may open, provided by the app's layout, so that a feature
 * (the home page's shortcuts) can list them without importing the app's route registry.
 */
export const MenuScreensContext = createContext<readonly AppRoute[]>([]);

export function useMenuScreens(): readonly AppRoute[] {
  return use(MenuScreensContext);
}
