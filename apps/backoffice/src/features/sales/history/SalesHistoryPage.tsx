import { useCallback, useState } from 'react';
import { Button, Card, Dropdown, Segmented, Space, Tag, Tooltip, Typography } from 'antd';
import {
  EyeOutlined,
  FileAddOutlined,
  FileTextOutlined,
  PrinterOutlined,
  ReloadOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { MENSAJES, todayInGuatemala } from '@pos/shared';
import {
  ESTADOS_ANULACION_FEL,
  ESTADOS_DOCUMENTO_FEL,
  type DataCliente,
} from '@pos/shared/domains/invoicing/invoicing';
import {
  ESTADOS_VENTA,
  FILTRO_PENDIENTE_FACTURAR,
  NOMBRES_TIPO_VENTA,
  TIPOS_VENTA,
} from '@pos/shared/domains/sales/sales';
import {
  ORDEN_HISTORIAL_VENTAS_POR_DEFECTO,
  type FilaHistorialVenta,
  type PaginaHistorialVentas,
} from '@pos/shared/domains/sales/history';
import { PageHeader } from '../../../components/PageHeader';
import { ExportButton } from '../../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../../components/list/DataTable';
import { DateRangeFilter } from '../../../components/list/DateRangeFilter';
import { SearchInput } from '../../../components/list/SearchInput';
import { useServerList } from '../../../components/list/useServerList';
import { useConfiguracion } from '../../../lib/configuracion';
import { useFormat } from '../../../lib/useFormat';
import { generarFactura, reintentarFcam, reintentarFel } from '../../invoicing';
import { AnnulSaleModal } from './AnnulSaleModal';
import { InvoiceSaleModal } from './InvoiceSaleModal';
import { EstadoFelCelda } from './FelEstado';
import { accionesFel, accionesFila, esCambiaria, filtrosIniciales, type FiltrosHistorial } from './historyFilters';
import { CustomerFilter, SellerFilter } from './PartyFilters';
import { ReprintModal, type Reimpresion } from './ReprintModal';
import { SaleDetailDrawer } from './SaleDetailDrawer';
import { SalesChart } from './SalesChart';
import { HISTORIAL_PATH, useGraficaVentas } from './salesHistory.api';
import { useProcesoFel } from './useProcesoFel';
import './salesHistory.css';
import { FilterSelect } from '../../../components/list/FilterSelect';
import { queryKeys } from '../../../lib/queryKeys';

/** The invoice-state filter (000 §2, §4; 50 = pending invoicing, P3-17). */
const ESTADOS_FACTURA = [
  { value: ESTADOS_VENTA.PROCESO, label: 'En proceso' },
  { value: ESTADOS_VENTA.FACTURADO, label: 'Facturada' },
  { value: ESTADOS_VENTA.ANULADA, label: 'Anulada' },
  { value: ESTADOS_VENTA.ERROR, label: 'Error' },
  { value: FILTRO_PENDIENTE_FACTURAR, label: MENSAJES.historialVentas.pendienteFacturar },
];

const esFacturable = (f: FilaHistorialVenta) =>
  f.tipo_venta === TIPOS_VENTA.FACTURA || f.tipo_venta === TIPOS_VENTA.CREDITO;

/** Why Anular is off for an active sale. */
function motivoSinAnular(fila: FilaHistorialVenta): string {
  if (!fila.caja_activa) return 'La caja de esta venta ya fue cerrada';
  if (fila.datos_fel?.respuesta_anulacion?.estado === ESTADOS_ANULACION_FEL.PROCESO)
    return MENSAJES.fel.anulacionEnProceso;
  return MENSAJES.fel.enProcesoEspere;
}

const sinRegistro = <Typography.Text type="secondary">Sin registro</Typography.Text>;

/** `/reporte_ventas`: the sales history (spec 000 §2, §6, §7; DECISIONS P3-16, P3-18, P3-47). */
export default function SalesHistoryPage() {
  const format = useFormat();
  const utilizaFel = useConfiguracion().data?.utiliza_fel ?? false;
  const queryClient = useQueryClient();
  const [inicial] = useState(filtrosIniciales);
  const list = useServerList<FilaHistorialVenta, FiltrosHistorial, PaginaHistorialVentas>({
    path: HISTORIAL_PATH,
    filters: inicial,
    defaultOrdering: ORDEN_HISTORIAL_VENTAS_POR_DEFECTO,
  });
  const { filters } = list.state;
  const grafica = useGraficaVentas(Number(todayInGuatemala().slice(0, 4)));
  const [detalle, setDetalle] = useState<number | null>(null);
  const [reimpresion, setReimpresion] = useState<Reimpresion | null>(null);
  const [anular, setAnular] = useState<FilaHistorialVenta | null>(null);
  const [facturar, setFacturar] = useState<FilaHistorialVenta | null>(null);
  const recargar = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.all(HISTORIAL_PATH) }),
    [queryClient],
  );
  const fel = useProcesoFel(recargar);

  const reintentar = (fila: FilaHistorialVenta) =>
    void fel.ejecutar(fila.id, () => (esCambiaria(fila.datos_fel) ? reintentarFcam(fila.id) : reintentarFel(fila.id)));
  const alFacturar = (fila: FilaHistorialVenta, dataCliente: DataCliente | null) =>
    fel.ejecutar(fila.id, () => generarFactura(fila.id, dataCliente));

  /** Facturar, Reintentar and Imprimir factura (000 §6; P2-05d), only with FEL. */
  const accionesFactura = (fila: FilaHistorialVenta) => {
    const permitidas = accionesFel(fila);
    const ocupada = fel.enCurso.has(fila.id);
    return (
      <>
        {permitidas.facturar !== 'oculto' && (
          <Tooltip
            title={
              permitidas.facturar === 'habilitado'
                ? 'Facturar'
                : fila.datos_fel?.estado_factura === ESTADOS_DOCUMENTO_FEL.PROCESO
                  ? MENSAJES.fel.enProceso
                  : MENSAJES.fel.yaFacturada
            }
          >
            <Button
              size="small"
              type={permitidas.facturar === 'habilitado' && !fila.datos_fel ? 'primary' : 'default'}
              aria-label={`Facturar venta ${fila.codigo}`}
              icon={<FileAddOutlined />}
              disabled={permitidas.facturar !== 'habilitado' || ocupada}
              onClick={() => setFacturar(fila)}
            />
          </Tooltip>
        )}
        {permitidas.reintentar && (
          <Tooltip title="Reintentar facturación">
            <Button
              size="small"
              type="primary"
              aria-label={`Reintentar factura de la venta ${fila.codigo}`}
              icon={<ReloadOutlined />}
              loading={ocupada}
              onClick={() => reintentar(fila)}
            />
          </Tooltip>
        )}
        {permitidas.imprimir && fila.datos_fel && (
          <Tooltip title="Imprimir factura">
            <Button
              size="small"
              aria-label={`Imprimir factura de la venta ${fila.codigo}`}
              icon={<FileTextOutlined />}
              loading={ocupada}
              onClick={() => void fel.imprimir(fila.id, fila.datos_fel!.id)}
            />
          </Tooltip>
        )}
      </>
    );
  };

  const acciones = (fila: FilaHistorialVenta) => {
    const permitidas = accionesFila(fila);
    return (
      <Space size={4} wrap={false}>
        <Tooltip title="Ver">
          <Button
            size="small"
            aria-label={`Ver venta ${fila.codigo}`}
            icon={<EyeOutlined />}
            onClick={() => setDetalle(fila.id)}
          />
        </Tooltip>
        {permitidas.reimprimir &&
          (fila.recibo_caja ? (
            <Dropdown
              menu={{
                items: [
                  { key: 'comprobante', label: 'Comprobante' },
                  { key: 'recibo_caja', label: 'Recibo de caja' },
                ],
                onClick: ({ key }) => setReimpresion({ id: fila.id, tipo: key as Reimpresion['tipo'] }),
              }}
            >
              <Button size="small" aria-label={`Reimprimir venta ${fila.codigo}`} icon={<PrinterOutlined />} />
            </Dropdown>
          ) : (
            <Tooltip title="Reimprimir">
              <Button
                size="small"
                aria-label={`Reimprimir venta ${fila.codigo}`}
                icon={<PrinterOutlined />}
                onClick={() => setReimpresion({ id: fila.id, tipo: 'comprobante' })}
              />
            </Tooltip>
          ))}
        {utilizaFel && accionesFactura(fila)}
        {fila.activo && (
          <Tooltip title={permitidas.anular ? 'Anular' : motivoSinAnular(fila)}>
            <Button
              size="small"
              danger
              aria-label={`Anular venta ${fila.codigo}`}
              icon={<StopOutlined />}
              disabled={!permitidas.anular || fel.enCurso.has(fila.id)}
              onClick={() => setAnular(fila)}
            />
          </Tooltip>
        )}
      </Space>
    );
  };

  const columns: ListColumn<FilaHistorialVenta>[] = [
    {
      title: 'Fecha de venta',
      dataIndex: 'creado',
      sortField: 'creado',
      width: 150,
      render: (v: string) => format.dateTime(v),
    },
    ...(utilizaFel
      ? [
          {
            title: 'Fecha de factura',
            key: 'fecha_factura',
            width: 150,
            render: (_: unknown, f: FilaHistorialVenta) =>
              f.datos_fel?.fechaCertificacion ? format.dateTime(f.datos_fel.fechaCertificacion) : sinRegistro,
          },
        ]
      : []),
    {
      title: 'Fecha de crédito',
      width: 150,
      render: (_, f) => (f.cuenta_cobrar ? format.dateTime(f.cuenta_cobrar.creado) : sinRegistro),
    },
    {
      title: 'Código',
      dataIndex: 'codigo',
      sortField: 'codigo',
      render: (codigo: string, f) => (
        <Button type="link" size="small" onClick={() => setDetalle(f.id)}>
          {codigo}
        </Button>
      ),
    },
    { title: 'Tipo', dataIndex: 'tipo_venta', render: (t: FilaHistorialVenta['tipo_venta']) => NOMBRES_TIPO_VENTA[t] },
    { title: 'Vendedor', render: (_, f) => f.vendedor?.nombre ?? f.usuario.nombre },
    { title: 'Cajero', sortField: 'usuario', render: (_, f) => f.usuario.nombre },
    {
      title: 'Nota',
      dataIndex: 'nota',
      render: (nota: string) =>
        nota ? (
          <Typography.Text ellipsis={{ tooltip: nota }} style={{ maxWidth: 160 }}>
            {nota}
          </Typography.Text>
        ) : null,
    },
    ...(utilizaFel
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
          {
            title: 'Estado de factura',
            key: 'estado_factura',
            render: (_: unknown, f: FilaHistorialVenta) => (
              <EstadoFelCelda datos={f.datos_fel} pendiente={f.activo && esFacturable(f)} />
            ),
          },
        ]
      : []),
    {
      title: 'Anulado por',
      render: (_, f) => (f.anulado_por ? <Tooltip title={f.anulado_por.motivo}>{f.anulado_por.nombre}</Tooltip> : null),
    },
    {
      title: 'Referencia',
      dataIndex: 'referencia',
      render: (r: string) =>
        r ? (
          <Typography.Text ellipsis={{ tooltip: r }} style={{ maxWidth: 160 }}>
            {r}
          </Typography.Text>
        ) : null,
    },
    {
      title: 'Saldo crédito',
      align: 'right',
      render: (_, f) => (f.cuenta_cobrar ? format.money(f.cuenta_cobrar.saldo) : sinRegistro),
    },
    {
      title: 'Estado',
      render: (_, f) => (f.activo ? <Tag color="green">Activa</Tag> : <Tag color="red">Anulada</Tag>),
    },
    // On a laptop the buyer and the amount stay in view beside the actions (at 1366 px the other
    // columns scroll under them); on a tablet or phone the whole row scrolls (DataTable's `pin`).
    {
      title: 'Comprador',
      pin: 'right',
      width: 200,
      sortField: 'cliente',
      render: (_, f) => (
        <div className="sales-history-buyer">
          <Typography.Text ellipsis={{ tooltip: f.cliente.nombre }}>{f.cliente.nombre}</Typography.Text>
          <Typography.Text type="secondary">{f.cliente.nit}</Typography.Text>
        </div>
      ),
    },
    {
      title: 'Pago',
      pin: 'right',
      align: 'right',
      sortField: 'total',
      render: (_, f) => (
        <Typography.Text strong className="num">
          {format.money(f.movimiento.total_cobrar_pagar)}
        </Typography.Text>
      ),
    },
    { title: 'Acciones', key: 'acciones', fixed: 'right', render: (_, f) => acciones(f) },
  ];

  return (
    <>
      <PageHeader
        title="Historial de ventas"
        subtitle="Ventas por periodo, su reimpresión y su anulación."
        actions={
          <ExportButton
            path="historial_ventas/descargar_excel"
            params={list.filterParams}
            estadoPath="historial_ventas/estado_descarga"
          />
        }
      />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <SalesChart data={grafica.data} loading={grafica.isLoading} />
        <Card>
          <div className="list-toolbar">
            <SearchInput
              onSearch={list.setSearch}
              placeholder={utilizaFel ? 'Código, serie, número o cliente' : 'Buscar por código, número, cliente o NIT'}
            />
            <DateRangeFilter
              value={{ inicio: filters.fecha_inicial ?? null, fin: filters.fecha_final ?? null }}
              onChange={(r) =>
                list.setFilters({ fecha_inicial: r.inicio ?? undefined, fecha_final: r.fin ?? undefined })
              }
            />
            {utilizaFel && (
              <Segmented<FiltrosHistorial['filtro_por']>
                aria-label="Filtrar por"
                value={filters.filtro_por}
                onChange={(filtro_por) => list.setFilters({ filtro_por })}
                options={[
                  { value: 'fecha_venta', label: 'Fecha de venta' },
                  { value: 'fecha_factura', label: 'Fecha de factura' },
                ]}
              />
            )}
            <SellerFilter value={filters.usuario_id} onChange={(usuario_id) => list.setFilters({ usuario_id })} />
            <CustomerFilter value={filters.cliente_id} onChange={(cliente_id) => list.setFilters({ cliente_id })} />
            <FilterSelect<number>
              label="Tipo de venta"
              width={150}
              value={filters.tipo}
              onChange={(tipo) => list.setFilters({ tipo })}
              options={[TIPOS_VENTA.ENVIO, TIPOS_VENTA.FACTURA, TIPOS_VENTA.CREDITO].map((t) => ({
                value: t,
                label: NOMBRES_TIPO_VENTA[t],
              }))}
            />
            {utilizaFel && (
              <FilterSelect<number>
                label="Estado de factura"
                width={190}
                value={filters.estado_factura}
                onChange={(estado_factura) => list.setFilters({ estado_factura })}
                options={ESTADOS_FACTURA}
              />
            )}
            <Segmented
              aria-label="Estado"
              value={filters.activo ? 'activas' : 'anuladas'}
              onChange={(v) => list.setFilters({ activo: v === 'activas' })}
              options={[
                { value: 'activas', label: 'Activas' },
                { value: 'anuladas', label: 'Anuladas' },
              ]}
            />
          </div>
          <DataTable<FilaHistorialVenta>
            className="sales-history-table"
            size="middle"
            list={list}
            columns={columns}
            rowKey="id"
            filtered
          />
          <div className="sales-history-total" aria-live="polite">
            <Typography.Text>Total:</Typography.Text>
            <Typography.Text strong data-testid="total-historial">
              {format.money(list.query.data?.total ?? '0')}
            </Typography.Text>
          </div>
        </Card>
      </Space>
      <SaleDetailDrawer id={detalle} onClose={() => setDetalle(null)} />
      <ReprintModal reimpresion={reimpresion} onClose={() => setReimpresion(null)} />
      <AnnulSaleModal venta={anular} onClose={() => setAnular(null)} onDone={recargar} />
      {utilizaFel && (
        <InvoiceSaleModal
          venta={facturar}
          procesando={facturar !== null && fel.enCurso.has(facturar.id)}
          onClose={() => setFacturar(null)}
          onFacturar={alFacturar}
        />
      )}
    </>
  );
}
