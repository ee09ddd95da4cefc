import { useState } from 'react';
import { Avatar, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { EditOutlined, PictureOutlined, PlusOutlined, PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { formatQuantity, isZero, todayInGuatemala } from '@pos/shared';
import { NIVELES_PRECIO } from '@pos/shared/domains/catalog/catalog';
import { campoPrecio, nombresDePrecios } from '@pos/shared/domains/catalog/pricing';
import type { ProductoFila } from '@pos/shared/domains/catalog/products.api';
import { PageHeader } from '../../../components/PageHeader';
import { ExportButton } from '../../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../../components/list/DataTable';
import { SearchInput } from '../../../components/list/SearchInput';
import { useServerList } from '../../../components/list/useServerList';
import { PrintableList, type PrintColumn } from '../../../components/print/PrintableList';
import { useConfirmDelete } from '../../../components/useConfirmDelete';
import { useConfiguracion } from '../../../lib/configuracion';
import { useCurrentUser } from '../../../lib/currentUser';
import { useFormat } from '../../../lib/useFormat';
import { CategoryFilters } from './CategoryFilters';
import { useProductPrint } from './useProductPrint';

interface Filtros {
  [key: string]: number | undefined;
  familia_id: number | undefined;
  sub_familia_id: number | undefined;
}

const existencia = (p: ProductoFila) =>
  `${formatQuantity(p.inventario, p.a_granel)} ${p.unidad_de_medida?.abreviatura ?? ''}`.trim();

/** `/productos`: the catalogue with search, family filters, Excel export and printing. */
export default function ProductsListPage() {
  const navigate = useNavigate();
  const format = useFormat();
  const { empresa } = useCurrentUser();
  const configuracion = useConfiguracion();
  const nombres = nombresDePrecios(configuracion.data?.nombres_precios);
  const [filtrosIniciales] = useState<Filtros>({ familia_id: undefined, sub_familia_id: undefined });
  const list = useServerList<ProductoFila, Filtros>({ path: 'productos', filters: filtrosIniciales });
  const { filters } = list.state;
  const confirmAnular = useConfirmDelete({ path: 'productos', accion: 'anular' });
  const impresion = useProductPrint(list.filterParams);

  /**
   * The base tier, and below it the other tiers that have a price, each with the company's name;
   * then each presentation with its base price. A product sold in presentations is priced by them:
   * its own price shows only when it has one, never as a lone Q 0.00.
   */
  const precios: ListColumn<ProductoFila> = {
    title: 'Precios',
    sortField: 'precio',
    align: 'right',
    render: (_, p) => {
      const otros = p.listado_precios.filter((t) => t.id !== 1 && !isZero(t.precio));
      const propio = p.presentaciones.length === 0 || !isZero(p.precio);
      return (
        <div className="num">
          {propio && <Typography.Text strong>{format.money(p.precio)}</Typography.Text>}
          {otros.map((t) => (
            <Typography.Text key={t.id} type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {`${nombres[t.id - 1]}: ${format.money(t.precio)}`}
            </Typography.Text>
          ))}
          {p.presentaciones.map((f) => (
            <div key={f.id} className="product-list-presentation">
              <Typography.Text type="secondary" className="product-list-presentation-name" title={f.nombre}>
                {f.nombre}
              </Typography.Text>{' '}
              <Typography.Text strong>{format.money(f.precio)}</Typography.Text>
            </div>
          ))}
        </div>
      );
    },
  };

  // What a product is looked up for comes first: which one (code, name), its price and its stock;
  // how it is classified and sold online follow.
  const columns: ListColumn<ProductoFila>[] = [
    {
      title: 'Código',
      dataIndex: 'codigo',
      sortField: 'codigo',
      render: (codigo: string) => <Typography.Text code>{codigo}</Typography.Text>,
    },
    {
      title: 'Producto',
      sortField: 'nombre',
      render: (_, p) => (
        <Flex align="center" gap={10}>
          <Avatar
            shape="square"
            size={36}
            src={p.thumbnail ?? undefined}
            alt={p.nombre}
            icon={<PictureOutlined />}
            style={{ flex: 'none', background: p.thumbnail ? '#fff' : '#e2e8f0', color: '#94a3b8' }}
          />
          <div>
            <Typography.Text strong>{p.nombre}</Typography.Text>
            {p.marca && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {p.marca}
              </Typography.Text>
            )}
          </div>
        </Flex>
      ),
    },
    precios,
    {
      title: 'Existencia',
      align: 'right',
      render: (_, p) =>
        p.inventariable ? (
          <span className="num">{existencia(p)}</span>
        ) : (
          <Typography.Text type="secondary">No maneja</Typography.Text>
        ),
    },
    {
      title: 'Tipo',
      dataIndex: 'tipo_producto_nombre',
      sortField: 'tipo_producto',
      render: (nombre: string, p) => (
        <Tag color={p.tiene_fracciones ? 'purple' : p.a_granel ? 'orange' : 'default'}>
          {p.tiene_fracciones ? `${nombre} (${p.total_fracciones})` : nombre}
        </Tag>
      ),
    },
    {
      title: 'Familia',
      render: (_, p) =>
        p.categoria ? (
          <>
            {p.categoria.nombre}
            {p.subfamilia && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {p.subfamilia.nombre}
              </Typography.Text>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">Sin familia</Typography.Text>
        ),
    },
    {
      title: 'En línea',
      dataIndex: 'tienda_online',
      align: 'center',
      render: (enLinea: boolean) => (enLinea ? <Tag color="green">Sí</Tag> : <Tag>No</Tag>),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      align: 'right',
      fixed: 'right',
      render: (_, p) => (
        <Space size={0}>
          <Button type="link" icon={<EditOutlined />} onClick={() => navigate(`/productos/editar/${p.id}`)}>
            Editar
          </Button>
          <Button
            type="link"
            danger
            icon={<StopOutlined />}
            onClick={() => confirmAnular(p.id, `${p.codigo} · ${p.nombre}`)}
          >
            Anular
          </Button>
        </Space>
      ),
    },
  ];

  const columnasImpresion: PrintColumn<ProductoFila>[] = [
    { title: 'Código', render: (p) => p.codigo },
    { title: 'Producto', render: (p) => p.nombre },
    { title: 'Tipo', render: (p) => p.tipo_producto_nombre },
    { title: 'Familia', render: (p) => [p.categoria?.nombre, p.subfamilia?.nombre].filter(Boolean).join(' / ') },
    ...NIVELES_PRECIO.map((nivel): PrintColumn<ProductoFila> => ({
      title: nombres[nivel - 1]!,
      align: 'right',
      render: (p) => format.money(p[campoPrecio(nivel)]),
    })),
    { title: 'Existencia', align: 'right', render: existencia },
  ];

  return (
    <>
      <PageHeader
        title="Productos"
        subtitle="El catálogo de la empresa: precios, fracciones, existencias y tienda en línea."
        actions={
          <>
            <Button icon={<PrinterOutlined />} loading={impresion.loading} onClick={() => void impresion.imprimir()}>
              Imprimir
            </Button>
            <ExportButton
              path="productos/descargar_excel"
              params={list.filterParams}
              estadoPath="productos/estado_descarga"
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/productos/crear')}>
              Nuevo producto
            </Button>
          </>
        }
      />
      <Card>
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Nombre, código o código de barras" />
          <CategoryFilters
            familia={filters.familia_id}
            subfamilia={filters.sub_familia_id}
            onChange={list.setFilters}
          />
        </div>
        <DataTable<ProductoFila>
          list={list}
          columns={columns}
          rowKey="id"
          filtered={filters.familia_id !== undefined}
          onRow={(p) => ({ onDoubleClick: () => navigate(`/productos/editar/${p.id}`) })}
        />
      </Card>
      {impresion.rows && (
        <PrintableList
          title="Listado de productos"
          subtitle={`${empresa.nombre} · ${todayInGuatemala()} · ${impresion.rows.length} productos`}
          columns={columnasImpresion}
          rows={impresion.rows}
          rowKey={(p) => p.id}
        />
      )}
    </>
  );
}
