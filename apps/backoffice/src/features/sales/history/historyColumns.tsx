import { Button, Tag, Tooltip, Typography } from 'antd';
import { NOMBRES_TIPO_VENTA, TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import type { FilaHistorialVenta } from '@pos/shared/domains/sales/history';
import type { ListColumn } from '../../../components/list/DataTable';
import type { useFormat } from '../../../lib/useFormat';
import { EstadoFelCelda } from './FelEstado';
import { SaleActions, type SaleActionHandlers } from './SaleActions';

type Format = ReturnType<typeof useFormat>;

const sinRegistro = <Typography.Text type="secondary">Sin registro</Typography.Text>;

/** An active invoice or credit sale with no invoice yet is pending invoicing (P3-17). */
export const pendienteFacturar = (f: FilaHistorialVenta) =>
  f.activo && (f.tipo_venta === TIPOS_VENTA.FACTURA || f.tipo_venta === TIPOS_VENTA.CREDITO);

/** Active or annulled, in the table's Estado column. */
const EstadoVentaTag = ({ activo }: { activo: boolean }) =>
  activo ? <Tag color="green">Activa</Tag> : <Tag color="red">Anulada</Tag>;

const textoLargo = (texto: string) =>
  texto ? (
    <Typography.Text ellipsis={{ tooltip: texto }} style={{ maxWidth: 160 }}>
      {texto}
    </Typography.Text>
  ) : null;

/**
 * The history's columns (spec 000 §2): what a row is looked for by comes first (code, customer,
 * total and, with FEL, the invoice state), then the sale's date and the rest; the invoice and
 * credit dates are in the sale's detail. The actions stay at the right edge.
 */
export function historyColumns(format: Format, acciones: SaleActionHandlers): ListColumn<FilaHistorialVenta>[] {
  const fel = acciones.utilizaFel;
  return [
    {
      title: 'Código',
      dataIndex: 'codigo',
      sortField: 'codigo',
      render: (codigo: string, f) => (
        <Button type="link" size="small" onClick={() => acciones.ver(f)}>
          {codigo}
        </Button>
      ),
    },
    {
      title: 'Cliente',
      sortField: 'cliente',
      render: (_, f) => (
        <div className="sales-history-buyer">
          <Typography.Text ellipsis={{ tooltip: f.cliente.nombre }}>{f.cliente.nombre}</Typography.Text>
          <Typography.Text type="secondary">{f.cliente.nit}</Typography.Text>
        </div>
      ),
    },
    {
      title: 'Total',
      align: 'right',
      sortField: 'total',
      render: (_, f) => (
        <Typography.Text strong className="num">
          {format.money(f.movimiento.total_cobrar_pagar)}
        </Typography.Text>
      ),
    },
    ...(fel
      ? [
          {
            title: 'Estado de factura',
            key: 'estado_factura',
            render: (_: unknown, f: FilaHistorialVenta) => (
              <EstadoFelCelda datos={f.datos_fel} pendiente={pendienteFacturar(f)} />
            ),
          },
        ]
      : []),
    {
      title: 'Fecha de venta',
      dataIndex: 'creado',
      sortField: 'creado',
      render: (v: string) => format.dateTime(v),
    },
    { title: 'Tipo', dataIndex: 'tipo_venta', render: (t: FilaHistorialVenta['tipo_venta']) => NOMBRES_TIPO_VENTA[t] },
    { title: 'Vendedor', render: (_, f) => f.vendedor?.nombre ?? f.usuario.nombre },
    { title: 'Cajero', sortField: 'usuario', render: (_, f) => f.usuario.nombre },
    ...(fel
      ? [
          {
            title: 'Serie',
            key: 'serie',
            render: (_: unknown, f: FilaHistorialVenta) =>
              f.datos_fel?.serie ? <span className="fel-codigo">{f.datos_fel.serie}</span> : sinRegistro,
          },
          {
            title: 'Número',
            key: 'numero',
            render: (_: unknown, f: FilaHistorialVenta) =>
              f.datos_fel?.numero ? <span className="fel-codigo">{f.datos_fel.numero}</span> : sinRegistro,
          },
        ]
      : []),
    { title: 'Nota', dataIndex: 'nota', render: textoLargo },
    { title: 'Referencia', dataIndex: 'referencia', render: textoLargo },
    {
      title: 'Anulado por',
      render: (_, f) => (f.anulado_por ? <Tooltip title={f.anulado_por.motivo}>{f.anulado_por.nombre}</Tooltip> : null),
    },
    {
      title: 'Saldo crédito',
      align: 'right',
      render: (_, f) => (f.cuenta_cobrar ? format.money(f.cuenta_cobrar.saldo) : sinRegistro),
    },
    {
      title: 'Estado',
      render: (_, f) => <EstadoVentaTag activo={f.activo} />,
    },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: 'right',
      render: (_, f) => <SaleActions fila={f} acciones={acciones} />,
    },
  ];
}
