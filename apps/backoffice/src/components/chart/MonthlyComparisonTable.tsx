import { useFormat } from '../../lib/useFormat';
import { MESES } from './chartScale';

interface Props {
  titulo: string;
  anioActual: number;
  anioPasado: number;
  actual: readonly string[];
  pasado: readonly string[];
}

/**
 * The figures of a month-by-month chart against the prior year, as a table screen readers read
 * (visually hidden): the SVG alone says nothing to them.
 */
export function MonthlyComparisonTable({ titulo, anioActual, anioPasado, actual, pasado }: Props) {
  const format = useFormat();
  return (
    <table className="visually-hidden">
      <caption>{titulo}</caption>
      <thead>
        <tr>
          <th>Mes</th>
          <th>{anioActual}</th>
          <th>{anioPasado}</th>
        </tr>
      </thead>
      <tbody>
        {MESES.map((mes, i) => (
          <tr key={mes}>
            <td>{mes}</td>
            <td>{format.money(actual[i] ?? '0')}</td>
            <td>{format.money(pasado[i] ?? '0')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
