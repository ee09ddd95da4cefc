import { formatDateTime } from '@pos/shared';
import { ESTADOS_DEVOLUCION, TIPOS_DEVOLUCION, type Devolucion } from '@pos/shared/domains/returns';

interface Props {
  devolucion: Devolucion;
  /** Money as the user reads it; passed in so the voucher renders outside the app's tree too. */
  money: (value: string) => string;
  empresa?: string;
}

/**
 * A return's 80 mm voucher, on the receipt's paper and with its classes: the code the till takes
 * (`codigo_nota_credito`), the lines with their reasons, and the amount.
 */
export function Voucher({ devolucion, money, empresa }: Props) {
  const esNota = devolucion.tipo === TIPOS_DEVOLUCION.NCRE;
  return (
    <div className="receipt" data-testid="vale-devolucion">
      {empresa && <div className="receipt-center receipt-strong">{empresa}</div>}
      <div className="receipt-center receipt-strong">{esNota ? 'NOTA DE CRÉDITO' : 'VALE POR DEVOLUCIÓN'}</div>
      {devolucion.estado === ESTADOS_DEVOLUCION.ANULADO && <div className="receipt-center receipt-void">ANULADO</div>}
      <hr />
      <div className="receipt-row receipt-strong">
        <span>Código</span>
        <span data-testid="codigo-vale">{devolucion.codigo}</span>
      </div>
      <div className="receipt-row">
        <span>Fecha</span>
        <span>{formatDateTime(devolucion.creado)}</span>
      </div>
      <div className="receipt-row">
        <span>Venta</span>
        <span>{devolucion.venta.codigo}</span>
      </div>
      <div>Cliente: {devolucion.cliente.nombre}</div>
      <div>Atendió: {devolucion.usuario.nombre}</div>
      <hr />
      <table className="receipt-lines">
        <thead>
          <tr>
            <th>Cant.</th>
            <th>Descripción</th>
            <th className="receipt-num">Monto</th>
          </tr>
        </thead>
        <tbody>
          {devolucion.detalles.map((l) => (
            <tr key={l.id}>
              <td>{l.cantidad}</td>
              <td>
                {l.nombre}
                <div className="receipt-muted">{l.motivo_nombre}</div>
              </td>
              <td className="receipt-num">{money(l.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <hr />
      <div className="receipt-row receipt-strong">
        <span>TOTAL</span>
        <span>{money(devolucion.total)}</span>
      </div>
      {devolucion.concepto && <div className="receipt-muted">{devolucion.concepto}</div>}
      <hr />
      <div className="receipt-center receipt-muted">Válido por una sola vez en su próxima compra.</div>
    </div>
  );
}
