import { Typography } from 'antd';
import { BarcodeOutlined } from '@ant-design/icons';
import { formatQuantity } from '@pos/shared';
import type { LineaProductoBodega } from '@pos/shared/domains/inventory';
import { ScanSearch } from '../../../components/search/ScanSearch';
import { useFormat } from '../../../lib/useFormat';
import { productosBodegaQuery } from '../inventory.api';
import { coincidenciaExacta } from './movementLines';

interface Props {
  /** `codigo`: the exact text that was scanned or typed, when Enter picked by it. */
  onPick: (fila: LineaProductoBodega, codigo?: string) => void;
  disabled?: boolean;
}

/** The product search of the movement screens: each match with its stock and its last cost. */
export function ProductPicker({ onPick, disabled }: Props) {
  const format = useFormat();
  return (
    <ScanSearch<LineaProductoBodega>
      query={productosBodegaQuery}
      exactMatch={coincidenciaExacta}
      onPick={onPick}
      debounceMs={250}
      disabled={disabled}
      listId="product-picker-results"
      prefix={<BarcodeOutlined />}
      placeholder="Escanee el código de barras o busque por código o nombre y presione Enter"
      rowKey={(fila) => fila.producto.id}
      renderRow={(fila) => (
        <>
          <div>
            <Typography.Text strong>{fila.producto.nombre}</Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {[fila.producto.codigo, fila.producto.codigo_barras].filter(Boolean).join(' · ')}
            </Typography.Text>
          </div>
          <div style={{ textAlign: 'right' }} className="num">
            <div>{`${formatQuantity(fila.producto.inventario, fila.producto.a_granel)} ${fila.unidad_de_medida?.abreviatura ?? ''}`}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {`Último costo ${format.money(fila.ultimo_costo)}`}
            </Typography.Text>
          </div>
        </>
      )}
    />
  );
}
