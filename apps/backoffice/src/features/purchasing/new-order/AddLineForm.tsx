import { useState } from 'react';
import { Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ProductoCompra } from '@pos/shared/domains/purchasing';
import { NumericInput } from '../../../components/inputs/NumericInput';
import { useDebounced } from '../../../lib/useDebounced';
import { productosCompraQuery } from '../purchasing.api';
import { costoAnterior, erroresNuevaLinea, type ErroresCampos } from './orderDraft';

export interface LineaEnCaptura {
  producto: ProductoCompra | null;
  costo: string | null;
  cantidad: string | null;
}

export const lineaVacia: LineaEnCaptura = { producto: null, costo: null, cantidad: '1' };

interface Props {
  linea: LineaEnCaptura;
  onChange: (linea: LineaEnCaptura) => void;
  /** The order's origin: costs are typed in dollars for an import. */
  origen: number | null;
  moneda: string;
  onAdd: (linea: LineaEnCaptura) => void;
}

/** The add form (001 §2, §5): code search, current cost, cost and quantity with their checks. */
export function AddLineForm({ linea, onChange, origen, moneda, onAdd }: Props) {
  const [texto, setTexto] = useState('');
  const [errores, setErrores] = useState<ErroresCampos>({});
  const opciones = useQuery(productosCompraQuery(useDebounced(texto.trim()), 1));
  const encontrados = opciones.data?.results ?? [];
  const actual = linea.producto ? costoAnterior(origen, linea.producto.ultimo_costo, linea.producto.costo_dolares) : '';
  const cambiar = (cambio: Partial<LineaEnCaptura>) => {
    setErrores({});
    onChange({ ...linea, ...cambio });
  };

  const agregar = () => {
    const problemas = erroresNuevaLinea(linea);
    setErrores(problemas);
    if (Object.keys(problemas).length === 0) onAdd(linea);
  };

  const estado = (campo: string) => (errores[campo] ? ('error' as const) : undefined);
  return (
    <Form layout="vertical" component="div">
      <Row gutter={12} align="bottom">
        <Col xs={24} md={9}>
          <Form.Item label="Código" required validateStatus={estado('producto')} help={errores.producto}>
            <Select<number>
              aria-label="Código del producto"
              showSearch={{ filterOption: false, onSearch: setTexto }}
              placeholder="Buscar por código o nombre"
              loading={opciones.isFetching}
              notFoundContent={opciones.isFetching ? 'Buscando…' : 'Sin resultados'}
              value={linea.producto?.id}
              onChange={(id) => {
                const producto = encontrados.find((p) => p.id === id) ?? null;
                const costo = producto ? costoAnterior(origen, producto.ultimo_costo, producto.costo_dolares) : null;
                cambiar({ producto, costo: costo === '0.00' ? null : costo, cantidad: '1' });
              }}
              options={[
                ...(linea.producto && !encontrados.some((p) => p.id === linea.producto!.id)
                  ? [{ value: linea.producto.id, label: `${linea.producto.codigo} · ${linea.producto.nombre}` }]
                  : []),
                ...encontrados.map((p) => ({ value: p.id, label: `${p.codigo} · ${p.nombre}` })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item label="Costo actual">
            <Input aria-label="Costo actual" readOnly prefix={moneda} value={actual} className="num" />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item label="Costo" required validateStatus={estado('costo')} help={errores.costo}>
            <NumericInput
              aria-label="Costo"
              decimales={2}
              prefix={moneda}
              value={linea.costo}
              onChange={(costo) => cambiar({ costo })}
              onPressEnter={agregar}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item label="Cantidad" required validateStatus={estado('cantidad')} help={errores.cantidad}>
            <NumericInput
              aria-label="Cantidad"
              decimales={linea.producto?.a_granel ? 3 : 0}
              value={linea.cantidad}
              onChange={(cantidad) => cambiar({ cantidad })}
              onPressEnter={agregar}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item label=" ">
            <Button type="primary" aria-label="Agregar a la orden" icon={<PlusOutlined />} onClick={agregar} block>
              Agregar
            </Button>
          </Form.Item>
        </Col>
      </Row>
      <Typography.Link
        href="/productos/crear?origen=/ordenes_de_compra/nueva"
        target="_blank"
        rel="noopener"
        style={{ fontSize: 13 }}
      >
        <ExportOutlined /> Crear producto
      </Typography.Link>
    </Form>
  );
}
