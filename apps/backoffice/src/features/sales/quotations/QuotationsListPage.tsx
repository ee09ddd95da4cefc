import { useState } from 'react';
import { Alert, Button, Card, Space, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EyeOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { ESTADOS_COTIZACION } from '@pos/shared/domains/sales/sales';
import type { Cotizacion } from '@pos/shared/domains/sales/sales.api';
import { PageHeader } from '../../../components/PageHeader';
import { DataTable, type ListColumn } from '../../../components/list/DataTable';
import { PeriodFilter } from '../../../components/list/PeriodFilter';
import { SearchInput } from '../../../components/list/SearchInput';
import { useServerList } from '../../../components/list/useServerList';
import { useConfiguracion } from '../../../lib/configuracion';
import { useCurrentUser } from '../../../lib/currentUser';
import { useFormat } from '../../../lib/useFormat';
import { RUTAS_POS, type EstadoNavegacionPos } from '../posNavigation';
import { QuotationDrawer } from './QuotationDrawer';
import { useConfirmDeleteQuotation } from './useConfirmDeleteQuotation';

interface Filtros extends Record<string, string | number | boolean | undefined> {
  estado: number;
  enviado_caja: boolean;
  fecha_inicial?: string;
  fecha_final?: string;
}

const FILTROS_INICIALES: Filtros = { estado: ESTADOS_COTIZACION.PENDIENTE, enviado_caja: false };

/**
 * `/cotizaciones` (000 §2 Quotation list): the pending quotations not sent to a register, with
 * their detail, loading one into the point of sale to charge it, and deleting.
 */
export default function QuotationsListPage() {
  const format = useFormat();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const configuracion = useConfiguracion();
  const confirmarEliminar = useConfirmDeleteQuotation();
  const [viendo, setViendo] = useState<Cotizacion | null>(null);
  const list = useServerList<Cotizacion, Filtros>({ path: 'cotizaciones', filters: FILTROS_INICIALES });
  const { filters } = list.state;

  // A quotation is charged where the company charges: the PVN screen, or the PVMCE register.
  const pos =
    configuracion.data?.tipo_punto_venta === 'PVN'
      ? user.punto_venta
        ? RUTAS_POS.pvn
        : null
      : user.punto_venta_caja
        ? RUTAS_POS.caja
        : null;
  const cargar = (cotizacion: Cotizacion) => {
    if (!pos) return;
    const state: EstadoNavegacionPos = { cargarCotizacion: cotizacion };
    void navigate(pos, { state });
  };

  const columns: ListColumn<Cotizacion>[] = [
    { title: 'Fecha', dataIndex: 'creado', sortField: 'creado', render: (v: string) => format.dateTime(v) },
    {
      title: 'Código',
      dataIndex: 'codigo',
      sortField: 'codigo',
      render: (codigo: string) => <Typography.Text strong>{codigo}</Typography.Text>,
    },
    {
      title: 'Cliente',
      render: (_, c) => (
        <div>
          <div>{c.cliente.nombre}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {c.cliente.nit}
          </Typography.Text>
        </div>
      ),
    },
    { title: 'Vendedor', render: (_, c) => c.vendedor?.nombre },
    {
      title: 'Total',
      dataIndex: 'total',
      sortField: 'total',
      align: 'right',
      render: (v: string) => (
        <Typography.Text strong className="num">
          {format.money(v)}
        </Typography.Text>
      ),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      align: 'right',
      render: (_, c) => (
        <Space size={4}>
          <Tooltip title="Ver">
            <Button type="text" icon={<EyeOutlined />} aria-label={`Ver ${c.codigo}`} onClick={() => setViendo(c)} />
          </Tooltip>
          {pos && (
            <Tooltip title="Cargar en el punto de venta">
              <Button
                type="text"
                icon={<ShoppingCartOutlined />}
                aria-label={`Cargar ${c.codigo}`}
                onClick={() => cargar(c)}
              />
            </Tooltip>
          )}
          <Tooltip title="Eliminar">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Eliminar ${c.codigo}`}
              onClick={() => confirmarEliminar(c)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Cotizaciones"
        subtitle="Cotizaciones pendientes: véalas, cárguelas en el punto de venta para cobrarlas o elimínelas."
      />
      {configuracion.data && !configuracion.data.conf_cotizacion && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Las cotizaciones no están habilitadas para la empresa. Actívelas en la configuración de la empresa."
        />
      )}
      <Card>
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Buscar por código o cliente" />
          <PeriodFilter value={filters} onChange={list.setFilters} />
        </div>
        <DataTable<Cotizacion>
          list={list}
          columns={columns}
          rowKey="id"
          filtered={Boolean(list.state.search || filters.fecha_inicial || filters.fecha_final)}
        />
      </Card>
      <QuotationDrawer cotizacion={viendo} onClose={() => setViendo(null)} onCargar={pos ? cargar : undefined} />
    </>
  );
}
