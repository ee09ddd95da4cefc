import { useState } from 'react';
import { Button, Card, Dropdown, Segmented, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { EyeOutlined, PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { todayInGuatemala } from '@pos/shared';
import { ESTADOS_VENTA, FILTRO_PENDIENTE_FACTURAR, NOMBRES_TIPO_VENTA, TIPOS_VENTA } from '@pos/shared/domains/sales';
import { ORDEN_HISTORIAL_VENTAS_POR_DEFECTO, type FilaHistorialVenta, type PaginaHistorialVentas } from '@pos/shared/domains/sales-history';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import { SearchInput } from '../../components/list/SearchInput';
import { useServerList } from '../../components/list/useServerList';
import { useConfiguracion } from '../../lib/configuracion';
import { useFormat } from '../../lib/useFormat';
import { AnnulSaleModal } from './AnnulSaleModal';
import { accionesFila, filtrosIniciales, type FiltrosHistorial } from './historyFilters';
import { CustomerFilter, SellerFilter } from './PartyFilters';
import { ReprintModal, type Reimpresion } from './ReprintModal';
import { SaleDetailDrawer } from './SaleDetailDrawer';
import { SalesChart } from './SalesChart';
import { HISTORIAL_PATH, useGraficaVentas } from './salesHistory.api';
import './salesHistory.css';

const ESTADOS_FACTURA = [
  { value: FILTRO_PENDIENTE_FACTURAR, label: 'Pendiente de facturar' },
  { value: ESTADOS_VENTA.PROCESO, label: 'En proceso' },
  { value: ESTADOS_VENTA.FACTURADO, label: 'Facturada' },
  { value: ESTADOS_VENTA.ERROR, label: 'Error' },
];

const sinRegistro = <Typography.Text type="secondary">Sin registro</Typography.Text>;

/** `/reporte_ventas`: the sales history (spec 000 §2, §6, §7; DECISIONS P3-16, P3-18, P3-47). */
export default function SalesHistoryPage() {
  const format = useFormat();
  const utilizaFel = useConfiguracion().data?.utiliza_fel ?? false;
  const queryClient = useQueryClient();
  const [inicial] = useState(filtrosIniciales);
  const list = useServerList<FilaHistorialVenta, FiltrosHistorial, PaginaHistorialVentas>({ path: HISTORIAL_PATH, filters: inicial, defaultOrdering: ORDEN_HISTORIAL_VENTAS_POR_DEFECTO });
  const { filters } = list.state;
  const grafica = useGraficaVentas(Number(todayInGuatemala().slice(0, 4)));
  const [detalle, setDetalle] = useState<number | null>(null);
  const [reimpresion, setReimpresion] = useState<Reimpresion | null>(null);
  const [anular, setAnular] = useState<FilaHistorialVenta | null>(null);
  const recargar = () => void queryClient.invalidateQueries({ queryKey: [HISTORIAL_PATH] });

  const acciones = (fila: FilaHistorialVenta) => {
    const permitidas = accionesFila(fila);
    return (
      <Space size={4}>
        <Tooltip title="Ver">
          <Button size="small" aria-label={`Ver venta ${fila.codigo}`} icon={<EyeOutlined />} onClick={() => setDetalle(fila.id)} />
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
              <Button size="small" aria-label={`Reimprimir venta ${fila.codigo}`} icon={<PrinterOutlined />} onClick={() => setReimpresion({ id: fila.id, tipo: 'comprobante' })} />
            </Tooltip>
          ))}
        {fila.activo && (
          <Tooltip title={permitidas.anular ? 'Anular' : 'La caja de esta venta ya fue cerrada'}>
            <Button size="small" danger aria-label={`Anular venta ${fila.codigo}`} icon={<StopOutlined />} disabled={!permitidas.anular} onClick={() => setAnular(fila)} />
          </Tooltip>
        )}
      </Space>
    );
  };

  const columns: ListColumn<FilaHistorialVenta>[] = [
    { title: 'Fecha de venta', dataIndex: 'creado', sortField: 'creado', render: (v: string) => format.dateTime(v) },
    ...(utilizaFel ? [{ title: 'Fecha de factura', render: () => sinRegistro }] : []),
    { title: 'Fecha de crédito', render: (_, f) => (f.cuenta_cobrar ? format.dateTime(f.cuenta_cobrar.creado) : sinRegistro) },
    { title: 'Código', dataIndex: 'codigo', sortField: 'codigo', render: (codigo: string, f) => <Button type="link" size="small" onClick={() => setDetalle(f.id)}>{codigo}</Button> },
    { title: 'Tipo', dataIndex: 'tipo_venta', render: (t: FilaHistorialVenta['tipo_venta']) => NOMBRES_TIPO_VENTA[t] },
    { title: 'Vendedor', render: (_, f) => f.vendedor?.nombre ?? f.usuario.nombre },
    { title: 'Cajero', sortField: 'usuario', render: (_, f) => f.usuario.nombre },
    { title: 'Nota', dataIndex: 'nota', render: (nota: string) => (nota ? <Typography.Text ellipsis style={{ maxWidth: 160 }}>{nota}</Typography.Text> : null) },
    ...(utilizaFel
      ? [
          { title: 'Número y serie', render: (_: unknown, f: FilaHistorialVenta) => f.no_factura || sinRegistro },
          { title: 'Estado de factura', render: (_: unknown, f: FilaHistorialVenta) => (f.tipo_venta === TIPOS_VENTA.ENVIO ? sinRegistro : <Tag>Pendiente</Tag>) },
        ]
      : []),
    { title: 'Anulado por', render: (_, f) => (f.anulado_por ? <Tooltip title={f.anulado_por.motivo}>{f.anulado_por.nombre}</Tooltip> : null) },
    { title: 'Comprador', sortField: 'cliente', render: (_, f) => `${f.cliente.nombre} (${f.cliente.nit})` },
    { title: 'Referencia', dataIndex: 'referencia' },
    { title: 'Pago', align: 'right', sortField: 'total', render: (_, f) => <Typography.Text strong className="num">{format.money(f.movimiento.total_cobrar_pagar)}</Typography.Text> },
    { title: 'Saldo crédito', align: 'right', render: (_, f) => (f.cuenta_cobrar ? format.money(f.cuenta_cobrar.saldo) : sinRegistro) },
    { title: 'Estado', render: (_, f) => (f.activo ? <Tag color="green">Activa</Tag> : <Tag color="red">Anulada</Tag>) },
    { title: 'Acciones', fixed: 'right', render: (_, f) => acciones(f) },
  ];

  return (
    <>
      <PageHeader title="Historial de ventas" subtitle="Ventas por periodo, su reimpresión y su anulación." actions={<ExportButton path="historial_ventas/descargar_excel" params={list.filterParams} estadoPath="historial_ventas/estado_descarga" />} />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <SalesChart data={grafica.data} loading={grafica.isLoading} />
        <Card>
          <div className="list-toolbar">
            <SearchInput onSearch={list.setSearch} placeholder="Buscar por código, número, cliente o NIT" />
            <DateRangeFilter
              value={{ inicio: filters.fecha_inicial ?? null, fin: filters.fecha_final ?? null }}
              onChange={(r) => list.setFilters({ fecha_inicial: r.inicio ?? undefined, fecha_final: r.fin ?? undefined })}
            />
            {utilizaFel && (
              <Select
                aria-label="Filtrar por"
                style={{ width: 170 }}
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
            <Select<number>
              aria-label="Tipo de venta"
              allowClear
              placeholder="Tipo de venta"
              style={{ width: 150 }}
              value={filters.tipo}
              onChange={(tipo) => list.setFilters({ tipo })}
              options={[TIPOS_VENTA.ENVIO, TIPOS_VENTA.FACTURA, TIPOS_VENTA.CREDITO].map((t) => ({ value: t, label: NOMBRES_TIPO_VENTA[t] }))}
            />
            {utilizaFel && (
              <Select<number>
                aria-label="Estado de factura"
                allowClear
                placeholder="Estado de factura"
                style={{ width: 190 }}
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
          <DataTable<FilaHistorialVenta> list={list} columns={columns} rowKey="id" filtered />
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
    </>
  );
}
