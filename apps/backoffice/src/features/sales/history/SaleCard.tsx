import { Tag, Typography } from 'antd';
import { ESTADOS_DOCUMENTO_FEL } from '@pos/shared/domains/invoicing/invoicing';
import { NOMBRES_TIPO_VENTA } from '@pos/shared/domains/sales/sales';
import type { FilaHistorialVenta } from '@pos/shared/domains/sales/history';
import { useFormat } from '../../../lib/useFormat';
import { EstadoFelCelda } from './FelEstado';
import { pendienteFacturar } from './historyColumns';
import { SaleActions, type SaleActionHandlers } from './SaleActions';

/**
 * A sale below a wide laptop (the history's `cardRender`): what it is looked for by first (its
 * code and total, the customer, its invoice and sale state), then when and how it was sold, and
 * its actions with words. The rest of the row's columns are in its detail (Ver).
 */
export function SaleCard({ fila, acciones }: { fila: FilaHistorialVenta; acciones: SaleActionHandlers }) {
  const format = useFormat();
  return (
    <article className="sale-card" aria-label={`Venta ${fila.codigo}`}>
      <div className="sale-card-head">
        <Typography.Text strong>{fila.codigo}</Typography.Text>
        <Typography.Text strong className="num sale-card-total">
          {format.money(fila.movimiento.total_cobrar_pagar)}
        </Typography.Text>
      </div>
      <div>
        {fila.cliente.nombre} <Typography.Text type="secondary">· {fila.cliente.nit}</Typography.Text>
      </div>
      <div className="sale-card-states">
        <EstadosVenta fila={fila} utilizaFel={acciones.utilizaFel} />
        {fila.anulado_por && <Typography.Text type="secondary">por {fila.anulado_por.nombre}</Typography.Text>}
      </div>
      <Typography.Text type="secondary" className="sale-card-meta">
        {format.dateTime(fila.creado)} · {NOMBRES_TIPO_VENTA[fila.tipo_venta]} · {fila.usuario.nombre}
      </Typography.Text>
      <SaleActions fila={fila} acciones={acciones} />
    </article>
  );
}

/**
 * The sale's and its invoice's state, each named once: an annulled sale whose invoice is annulled
 * too is one badge, not "Anulada" twice; otherwise the invoice's state and "Venta anulada".
 */
function EstadosVenta({ fila, utilizaFel }: { fila: FilaHistorialVenta; utilizaFel: boolean }) {
  if (!fila.activo && fila.datos_fel?.estado_factura === ESTADOS_DOCUMENTO_FEL.ANULADO)
    return <Tag color="red">Venta y factura anuladas</Tag>;
  return (
    <>
      {utilizaFel && (
        <>
          <Typography.Text type="secondary">Factura:</Typography.Text>
          <EstadoFelCelda datos={fila.datos_fel} pendiente={pendienteFacturar(fila)} />
        </>
      )}
      {!fila.activo && <Tag color="red">Venta anulada</Tag>}
    </>
  );
}
