import { useMemo } from 'react';
import {
  currencyPrefix,
  decimalesMoneda,
  formatDate,
  formatDateTime,
  formatMoney,
  type DecimalInput,
} from '@pos/shared';
import { useConfiguracion } from './configuracion';
import { useCurrentUser } from './currentUser';

/** Money and dates as the spec shows them: `Q 1,234.50` by the user's country (P3-01), `Sin registro` when empty. */
export function useFormat() {
  const { pais } = useCurrentUser();
  const { data: configuracion } = useConfiguracion();
  const decimales = decimalesMoneda(configuracion);
  return useMemo(
    () => ({
      decimales,
      moneda: currencyPrefix(pais),
      money: (value: DecimalInput | null | undefined) => formatMoney(value, { pais, decimales }),
      date: formatDate,
      dateTime: formatDateTime,
    }),
    [pais, decimales],
  );
}
