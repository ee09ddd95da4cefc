import { FLAGS_CONFIGURACION, NOMBRES_FLAGS, type FlagConfiguracion } from '@pos/shared/domains/companies/companies';
import type { configuraciones } from '../../db/schema/index';

type ConfiguracionRow = typeof configuraciones.$inferSelect;

/** `conf_modena_con_3_decimales` → `confModenaCon3Decimales`: the schema names every flag column so. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
type FlagColumn = Camel<FlagConfiguracion>;
// Fails to compile if a flag has no column of that name in the schema.
const everyFlagHasAColumn: FlagColumn extends keyof ConfiguracionRow ? true : never = true;
void everyFlagHasAColumn;

export type FlagColumns = { [K in FlagColumn]: boolean };

export function flagColumn<F extends FlagConfiguracion>(flag: F): Camel<F> {
  return flag.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as Camel<F>;
}

export function flagsOf(row: ConfiguracionRow): Record<FlagConfiguracion, boolean> {
  return Object.fromEntries(NOMBRES_FLAGS.map((flag) => [flag, row[flagColumn(flag)]])) as Record<
    FlagConfiguracion,
    boolean
  >;
}

/** Column values for the flags present in `values`. */
export function flagColumns(values: Partial<Record<FlagConfiguracion, boolean | undefined>>): Partial<FlagColumns> {
  const set: Partial<FlagColumns> = {};
  for (const flag of NOMBRES_FLAGS) {
    const value = values[flag];
    if (value !== undefined) set[flagColumn(flag)] = value;
  }
  return set;
}

export const defaultFlagColumns = (): FlagColumns => flagColumns(FLAGS_CONFIGURACION) as FlagColumns;
