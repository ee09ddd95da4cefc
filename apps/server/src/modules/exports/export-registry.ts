import type { ExportDefinition, ExportDefinitions } from '../../lib/export-definition';

export type { ExportColumn, ExportContext, ExportDefinition, ExportDefinitions } from '../../lib/export-definition';

const definitions = new Map<string, ExportDefinition>();

/**
 * Makes an export runnable (`tipo` is stored with the file). The app and the job registry call
 * `registerExports` with every module's exports at start-up; nothing registers on import.
 * Registering the same definition again is a no-op (the app and the jobs share a process).
 */
export function registerExport(tipo: string, definition: ExportDefinition): void {
  const known = definitions.get(tipo);
  if (known === definition) return;
  if (known) throw new Error(`Exportación duplicada: ${tipo}`);
  definitions.set(tipo, definition);
}

/** Registers the exports of every module of a list (`serverModules`). */
export function registerExports(modules: readonly { exports?: ExportDefinitions }[]): void {
  for (const module of modules)
    for (const [tipo, definition] of Object.entries(module.exports ?? {})) registerExport(tipo, definition);
}

export function exportDefinition(tipo: string): ExportDefinition | undefined {
  return definitions.get(tipo);
}
