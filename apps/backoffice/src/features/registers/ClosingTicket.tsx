import {
  CLAVES_FORMULARIO,
  subtotalDenominacion,
  VALOR_DENOMINACION,
  type AperturaCierre,
  type Conteo,
} from '@pos/shared/domains/registers';
import './closingTicket.css';

/** 'Q 100' for a bill or a coin of a quetzal or more, '25 ¢' for centavos. */
export function etiquetaDenominacion(clave: string): string {
  const valor = Number(VALOR_DENOMINACION[clave]);
  return valor >= 1 ? `Q ${valor}` : `${Math.round(valor * 100)} ¢`;
}

interface Props {
  cierre: AperturaCierre;
  money: (v: string | null) => string;
  dateTime: (v: string | null) => string;
}

function Conteo({ titulo, conteo, money }: { titulo: string; conteo: Conteo | null; money: Props['money'] }) {
  const claves = CLAVES_FORMULARIO.filter((k) => (conteo?.[k] ?? 0) > 0);
  if (claves.length === 0) return null;
  return (
    <>
      <div className="cierre-ticket-titulo">{titulo}</div>
      <table>
        <tbody>
          {claves.map((k) => (
            <tr key={k}>
              <td>{etiquetaDenominacion(k)}</td>
              <td className="cierre-ticket-num">× {conteo![k]}</td>
              <td className="cierre-ticket-num">{money(subtotalDenominacion(k, conteo![k]!))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The closing detail on an 80 mm ticket (000 §9 "receipt 80 mm wide"). */
export function ClosingTicket({ cierre, money, dateTime }: Props) {
  const filas: [string, string][] = [
    ['Apertura', dateTime(cierre.fecha_apertura)],
    ['Cierre', dateTime(cierre.fecha_cierre)],
    ['Usuario', cierre.usuario.nombre],
    ['Monto de apertura', money(cierre.total_apertura)],
  ];
  return (
    <div className="cierre-ticket">
      <div className="cierre-ticket-encabezado">
        <strong>CIERRE DE CAJA</strong>
        <div>{cierre.caja.nombre}</div>
        {cierre.sucursal && <div>{cierre.sucursal.nombre}</div>}
      </div>
      <table>
        <tbody>
          {filas.map(([k, v]) => (
            <tr key={k}>
              <td>{k}</td>
              <td className="cierre-ticket-num">{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="cierre-ticket-titulo">Por forma de pago</div>
      <table>
        <tbody>
          {cierre.totales.map((t) => (
            <tr key={t.forma_pago}>
              <td>{t.nombre}</td>
              <td className="cierre-ticket-num">{money(t.esperado)}</td>
              <td className="cierre-ticket-num">{t.contado === null ? '' : money(t.contado)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <tbody>
          <tr>
            <td>
              <strong>Diferencia</strong>
            </td>
            <td className="cierre-ticket-num">
              <strong>{money(cierre.diferencia)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      {cierre.concepto_cierre && <p>{cierre.concepto_cierre}</p>}
      <Conteo titulo="Conteo de apertura" conteo={cierre.conteo_apertura} money={money} />
      <Conteo titulo="Conteo de cierre" conteo={cierre.conteo_cierre} money={money} />
    </div>
  );
}
