import type { Ref } from 'react';
import { Tag, Typography } from 'antd';
import { BarcodeOutlined } from '@ant-design/icons';
import { compare, formatQuantity } from '@pos/shared';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import { ScanSearch, type ScanSearchHandle } from '../../../components/search/ScanSearch';
import { useFormat } from '../../../lib/useFormat';
import { precioDePresentacion, presentacionInicial, presentacionesVendibles } from './cartLines';
import { productosVentaQuery } from './pos.api';

export type ProductSearchHandle = ScanSearchHandle;

interface Props {
  onPick: (producto: ProductoVenta) => void;
  /** The company's `buscar_nombre` (P3-39): off, only codes and barcodes are looked up. */
  buscarNombre: boolean;
  disabled?: boolean;
  ref?: Ref<ProductSearchHandle>;
}

/**
 * A scan or a typed code is answered with the product whose code or barcode is exactly that —
 * in the presentation whose barcode matched — else with the only product found.
 */
function exacto(encontrados: readonly ProductoVenta[]): ProductoVenta | undefined {
  const porCodigo = encontrados.find((p) => p.coincidencia !== null && p.coincidencia !== 'nombre');
  return porCodigo ?? (encontrados.length === 1 ? encontrados[0] : undefined);
}

/**
 * A product's presentations with their prices, on one line that wraps between them on a phone
 * ("Caja de 12 Q 54.00 · Unidad Q 5.00"); the one a pick puts in the cart stands out.
 */
function Presentaciones({ producto, money }: { producto: ProductoVenta; money: (value: string) => string }) {
  const presentaciones = presentacionesVendibles(producto);
  if (presentaciones.length === 0) return null;
  const inicial = presentacionInicial(producto);
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
      {presentaciones.map((f, i) => {
        const texto = `${f.nombre} ${money(precioDePresentacion(producto, f.id))}`;
        return (
          <span key={f.id}>
            {i > 0 && ' · '}
            <span style={{ whiteSpace: 'nowrap' }}>{f.id === inicial ? <strong>{texto}</strong> : texto}</span>
          </span>
        );
      })}
    </Typography.Text>
  );
}

/**
 * The point of sale's search box: each match with its price and its stock. The price is the one
 * a pick puts in the cart: the scanned presentation's, else the presentation the line starts on.
 */
export function ProductSearch({ onPick, buscarNombre, disabled, ref }: Props) {
  const format = useFormat();
  return (
    <ScanSearch<ProductoVenta>
      ref={ref}
      query={(texto) => productosVentaQuery(texto, buscarNombre)}
      exactMatch={exacto}
      onPick={onPick}
      debounceMs={200}
      highlightFirstMatch
      disabled={disabled}
      listId="pos-search-results"
      className="pos-search"
      prefix={<BarcodeOutlined style={{ fontSize: 20, color: '#64748b' }} />}
      idleSuffix={<kbd className="pos-kbd">F2</kbd>}
      placeholder={
        buscarNombre
          ? 'Escanee o escriba el código o nombre del producto y presione Enter'
          : 'Escanee o escriba el código del producto y presione Enter'
      }
      rowKey={(producto) => producto.id}
      renderRow={(producto) => {
        const agotado = producto.inventariable && compare(producto.inventario, 0) <= 0;
        return (
          <>
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{producto.nombre}</Typography.Text>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {[producto.codigo, producto.codigo_barras, producto.marca].filter(Boolean).join(' · ')}
              </Typography.Text>
              <Presentaciones producto={producto} money={format.money} />
            </div>
            <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }} className="num">
              <Typography.Text strong>{format.money(precioDePresentacion(producto))}</Typography.Text>
              <div>
                {!producto.inventariable ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    Sin inventario
                  </Typography.Text>
                ) : agotado ? (
                  <Tag color="red" style={{ marginInlineEnd: 0 }}>
                    Agotado
                  </Tag>
                ) : (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {`Existencia ${formatQuantity(producto.inventario, producto.a_granel)} ${producto.unidad_de_medida?.abreviatura ?? ''}`}
                  </Typography.Text>
                )}
              </div>
            </div>
          </>
        );
      }}
    />
  );
}
