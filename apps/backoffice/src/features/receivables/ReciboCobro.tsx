import { lineasDePartida, type ReciboCobro as Recibo } from '@pos/shared/domains/receivables';
import { formatDateTime } from '@pos/shared';

interface Props {
  recibo: Recibo;
  /** Money as the user reads it; passed in so the receipt renders outside the app's tree too. */
  money: (value: string) => string;
}

function Fila({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'receipt-row receipt-strong' : 'receipt-row'}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/**
 * The 80 mm `recibo_caja` of a collection (P3-18): company and branch, receipt number and date,
 * customer, the orders paid with how much each, the forms with the change, and what is still owed.
 */
export function ReciboCobro({ recibo, money }: Props) {
  return (
    <div className="receipt" data-testid="recibo-cobro">
      <div className="receipt-center receipt-strong">{recibo.empresa.nombre}</div>
      {recibo.empresa.nit && <div className="receipt-center">NIT: {recibo.empresa.nit}</div>}
      <div className="receipt-center">{recibo.sucursal.nombre}</div>
      {recibo.empresa.direccion && <div className="receipt-center">{recibo.empresa.direccion}</div>}
      <hr />
      <div className="receipt-center receipt-strong">RECIBO DE CAJA</div>
      {recibo.anulado && <div className="receipt-center receipt-void">ANULADO</div>}
      <Fila label="Recibo" value={recibo.numero_recibo} />
      <Fila label="Fecha" value={formatDateTime(recibo.creado)} />
      <Fila label="Cajero" value={recibo.usuario.nombre} />
      <hr />
      <Fila label="NIT" value={recibo.cliente.nit} />
      <div>Nombre: {recibo.cliente.nombre}</div>
      <hr />
      <div className="receipt-strong">ABONO A CUENTA</div>
      {recibo.cuentas.map((c) => (
        <Fila key={c.cuenta_id} label={c.orden_venta.codigo} value={money(c.monto)} />
      ))}
      <hr />
      {lineasDePartida(recibo).map((f) => (
        <Fila key={f.clave} label={f.nombre} value={money(f.monto)} />
      ))}
      {recibo.vuelto !== '0.00' && recibo.vuelto !== '0.000' && <Fila label="Vuelto" value={money(recibo.vuelto)} />}
      {recibo.num_documento && <Fila label="Documento" value={recibo.num_documento} />}
      {recibo.banco && <Fila label="Banco" value={recibo.banco} />}
      <Fila label="TOTAL ABONADO" value={money(recibo.total)} strong />
      <Fila label="SALDO PENDIENTE" value={money(recibo.saldo_pendiente)} strong />
      {recibo.observacion && <div>Nota: {recibo.observacion}</div>}
    </div>
  );
}
