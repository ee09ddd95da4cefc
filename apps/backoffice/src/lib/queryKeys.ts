import type { QueryClient } from '@tanstack/react-query';

/**
 * Every cache key of the back office is built here. A key starts with the API resource it caches
 * ('productos', 'usuarios'…), then the view ('lista', 'detalle', or a sub-path such as 'resumen'),
 * then the view's arguments, so refreshing `queryKeys.all(resource)` refreshes every view of it.
 */
export const queryKeys = {
  /** Every cached view of a resource (to invalidate them all). */
  all: (resource: string) => [resource] as const,
  /** Every page of a resource's list, whatever its filters. */
  lists: (resource: string) => [resource, 'lista'] as const,
  list: (resource: string, params: unknown) => [resource, 'lista', params] as const,
  detail: (resource: string, id: unknown) => [resource, 'detalle', id] as const,
  /** Any other view: a sub-path of the resource with its arguments (`bodegas/resumen/{id}`). */
  view: (resource: string, view: string, ...args: unknown[]) => [resource, view, ...args] as const,
};

/** Refreshes every cached view of these resources, e.g. after a sale changed stock. */
export function invalidateResources(queryClient: QueryClient, resources: readonly string[]) {
  return Promise.all(resources.map((resource) => queryClient.invalidateQueries({ queryKey: queryKeys.all(resource) })));
}
