import { useState } from 'react';
import { Button, Card, Input, Table, Typography } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatQuantity } from '@pos/shared';
import type { ProductoCompra } from '@pos/shared/domains/purchasing';
import { useDebounced } from '../../../lib/useDebounced';
import { useFormat } from '../../../lib/useFormat';
import { productosCompraQuery } from '../purchasing.api';

interface Props {
  /** Ids already in the order: their "add" adds nothing. */
  elegidos: ReadonlySet<number>;
  onAdd: (producto: ProductoCompra) => void;
}

/** The product list panel (001 §2): name, code, last cost Q and $, supplier, stock, add. */
export function ProductPanel({ elegidos, onAdd }: Props) {
  const format = useFormat();
  const [texto, setTexto] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(texto.trim());
  const productos = useQuery({ ...productosCompraQuery(search, page), placeholderData: keepPreviousData });

  return (
    <Card title="Productos" size="small">
      <Input
        aria-label="Buscar producto"
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Buscar por código, nombre o código de barras"
        value={texto}
        onChange={(e) => {
          setTexto(e.target.value);
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      <Table<ProductoCompra>
        size="small"
        rowKey="id"
        loading={productos.isFetching}
        dataSource={productos.data?.results ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: 8,
          total: productos.data?.count ?? 0,
          showSizeChanger: false,
          size: 'small',
          onChange: setPage,
        }}
        columns={[
          {
            title: 'Producto',
            render: (_, p) => (
              <div>
                <Typography.Text strong>{p.nombre}</Typography.Text>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {p.codigo}
                </Typography.Text>
              </div>
            ),
          },
          {
            title: 'Último costo Q',
            align: 'right',
            render: (_, p) => <span className="num">{format.money(p.ultimo_costo)}</span>,
          },
          {
            title: 'Último costo $',
            align: 'right',
            render: (_, p) => <span className="num">{`$ ${p.costo_dolares}`}</span>,
          },
          { title: 'Proveedor', render: (_, p) => p.ultimo_proveedor?.nombre ?? 'Sin registro' },
          {
            title: 'Existencia',
            align: 'right',
            render: (_, p) => <span className="num">{formatQuantity(p.inventario, p.a_granel)}</span>,
          },
          {
            title: '',
            key: 'agregar',
            render: (_, p) => (
              <Button
                size="small"
                aria-label={`Agregar ${p.nombre}`}
                icon={<PlusOutlined />}
                disabled={elegidos.has(p.id)}
                onClick={() => onAdd(p)}
              >
                {elegidos.has(p.id) ? 'Agregado' : 'Agregar'}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
