import { etiquetaNotaCredito, type ReciboVenta } from '@pos/shared/domains/sales/sales.api';
import { NOMBRE_EXENCION_IVA, NOMBRES_TIPO_VENTA } from '@pos/shared/domains/sales/sales';
import { compare } from '@pos/shared/money';
import { formatDateTime } from '@pos/shared';
import './receipt.css';

interface Props {
  recibo: ReciboVenta;
  /** Money as the user reads it (`Q 1,234.50`, P3-01); passed in so the receipt renders outside the app's tree too. */
  money: (value: string) => string;
}

const TITULO: Record<ReciboVenta['tipo'], string> = {
  comprobante: 'COMPROBANTE DE VENTA',
  recibo_caja: 'RECIBO DE CAJA',
};

function Fila({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'receipt-row receipt-strong' : 'receipt-row'}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/**
 * The 80 mm receipt of a sale (spec 000 §9): company and branch, code and date, customer, lines,
 * totals, payments with the change, and the payment label (PAGO RECIBIDO / ANTICIPO, P3-86).
 * A `recibo_caja` prints what was paid now and what is still owed instead of the lines (P3-18).
 */
export function Receipt({ recibo, money }: Props) {
  const nombre = recibo.empresa.nombre_comercial || recibo.empresa.nombre;
  const esReciboCaja = recibo.tipo === 'recibo_caja';
  return (
    <div className="receipt" data-testid="recibo-venta">
      {recibo.empresa.logo_ticket && <img className="receipt-logo" src={recibo.empresa.logo_ticket} alt="" />}
      <div className="receipt-center receipt-strong">{nombre}</div>
      {recibo.empresa.razon_social && <div className="receipt-center">{recibo.empresa.razon_social}</div>}
      {recibo.empresa.nit && <div className="receipt-center">NIT: {recibo.empresa.nit}</div>}
      <div className="receipt-center">{recibo.sucursal.nombre}</div>
      {recibo.sucursal.direccion && <div className="receipt-center">{recibo.sucursal.direccion}</div>}
      {recibo.sucursal.telefono && <div className="receipt-center">Tel. {recibo.sucursal.telefono}</div>}
      <hr />
      <div className="receipt-center receipt-strong">{TITULO[recibo.tipo]}</div>
      {recibo.anulada && <div className="receipt-center receipt-void">ANULADA</div>}
      <Fila label="Código" value={recibo.codigo_venta} />
      <Fila label="Fecha" value={formatDateTime(recibo.creado)} />
      <Fila label="Tipo" value={NOMBRES_TIPO_VENTA[recibo.tipo_venta]} />
      <Fila label="Cajero" value={recibo.cajero} />
      {recibo.vendedor && <Fila label="Vendedor" value={recibo.vendedor} />}
      <hr />
      <Fila label="NIT" value={recibo.cliente.nit} />
      <div>Nombre: {recibo.cliente.nombre}</div>
      {recibo.cliente.direccion && <div>Dirección: {recibo.cliente.direccion}</div>}
      {recibo.referencia && <div>Referencia: {recibo.referencia}</div>}
      <hr />
      {!esReciboCaja && (
        <>
          <table className="receipt-lines">
            <thead>
              <tr>
                <th>Cant.</th>
                <th>Descripción</th>
                <th className="receipt-num">Total</th>
              </tr>
            </thead>
            <tbody>
              {recibo.detalles.map((linea, index) => (
                <tr key={index}>
                  <td>{linea.cantidad}</td>
                  <td>
                    {linea.nombre}
                    {linea.presentacion && <span className="receipt-muted"> ({linea.presentacion})</span>}
                    {recibo.mostrar_precio && (
                      <div className="receipt-muted">
                        {money(linea.precio)}
                        {Number(linea.desc_monto) > 0 && ` − ${money(linea.desc_monto)}`}
                      </div>
                    )}
                  </td>
                  <td className="receipt-num">{money(linea.total_importe)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <hr />
          <Fila label="Subtotal" value={money(recibo.subtotal)} />
          {Number(recibo.descuento) > 0 && <Fila label="Descuento" value={money(recibo.descuento)} />}
          {Number(recibo.ajuste_redondeo) !== 0 && <Fila label="Redondeo" value={money(recibo.ajuste_redondeo)} />}
        </>
      )}
      <Fila label="TOTAL" value={money(recibo.total)} strong />
      <hr />
      <div className="receipt-center receipt-strong">{recibo.etiqueta_pago}</div>
      {recibo.pagos.map((pago, index) => (
        <Fila
          key={index}
          label={pago.descripcion ? `${pago.nombre} (${pago.descripcion})` : pago.nombre}
          value={money(pago.monto)}
        />
      ))}
      {recibo.pagos.length === 0 && <Fila label="Pagado" value={money('0')} />}
      {compare(recibo.exencion_iva, 0) > 0 && <Fila label={NOMBRE_EXENCION_IVA} value={money(recibo.exencion_iva)} />}
      {recibo.nota_credito && (
        <Fila label={etiquetaNotaCredito(recibo.nota_credito)} value={money(recibo.nota_credito.monto)} />
      )}
      {Number(recibo.vuelto_efectivo) > 0 && (
        <>
          <Fila label="Efectivo recibido" value={money(recibo.monto_efectivo)} />
          <Fila label="Cambio" value={money(recibo.vuelto_efectivo)} strong />
        </>
      )}
      {recibo.saldo !== null && (
        <>
          <Fila label="Saldo pendiente" value={money(recibo.saldo)} strong />
          {recibo.fecha_vencimiento && <Fila label="Fecha de vencimiento" value={recibo.fecha_vencimiento} />}
        </>
      )}
      <hr />
      <div className="receipt-center">¡Gracias por su compra!</div>
    </div>
  );
}
