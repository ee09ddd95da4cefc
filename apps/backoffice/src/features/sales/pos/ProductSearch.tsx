import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Empty, Input, Spin, Tag, Typography, type InputRef } from 'antd';
import { BarcodeOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { MENSAJES, compare, formatQuantity } from '@pos/shared';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import { useFeedback } from '../../../lib/feedback';
import { useFormat } from '../../../lib/useFormat';
import { productosVentaQuery, useProductosVenta } from './pos.api';

const DEBOUNCE_MS = 200;

export interface ProductSearchHandle {
  focus: () => void;
}

interface Props {
  onPick: (producto: ProductoVenta) => void;
  /** The company's `buscar_nombre` (P3-39): off, only codes and barcodes are looked up. */
  buscarNombre: boolean;
  disabled?: boolean;
  ref?: Ref<ProductSearchHandle>;
}

/** A scan or a typed code is answered with the product whose code or barcode is exactly that. */
const esExacta = (p: ProductoVenta) => p.coincidencia !== null && p.coincidencia !== 'nombre';

/**
 * The point of sale's search box. Typing lists matches (↑/↓ + Enter or a click adds one); a
 * barcode scanner types the code and Enter at once, so Enter on fresh text asks the server for
 * that exact code and adds the product — in the presentation whose barcode matched — at quantity 1.
 */
export function ProductSearch({ onPick, buscarNombre, disabled, ref }: Props) {
  const inputRef = useRef<InputRef>(null);
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const format = useFormat();
  const [texto, setTexto] = useState('');
  const [busqueda, setBusqueda] = useState('');
  const [activo, setActivo] = useState(-1);
  const [abierto, setAbierto] = useState(false);
  const [buscando, setBuscando] = useState(false);
  const resultados = useProductosVenta(busqueda, buscarNombre, busqueda.length > 0 && !disabled);

  // A disabled box cannot take the focus (the sale is being recorded): it takes it once enabled,
  // so the scan after a sale never lands elsewhere.
  const focoPendiente = useRef(false);
  // Already focused, it keeps what is being typed (a select-all would let the next key replace it).
  const enfocar = () => {
    if (inputRef.current?.input !== document.activeElement) inputRef.current?.focus({ cursor: 'all' });
  };
  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        if (disabled) focoPendiente.current = true;
        else enfocar();
      },
    }),
    [disabled],
  );
  useEffect(() => {
    if (disabled || !focoPendiente.current) return;
    focoPendiente.current = false;
    enfocar();
  }, [disabled]);

  useEffect(() => {
    const timer = setTimeout(() => setBusqueda(texto.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [texto]);

  const filas = busqueda === texto.trim() ? (resultados.data ?? []) : [];

  const elegir = (producto: ProductoVenta) => {
    onPick(producto);
    setTexto('');
    setBusqueda('');
    setActivo(-1);
    setAbierto(false);
    inputRef.current?.focus();
  };

  const confirmar = async () => {
    const elegida = activo >= 0 ? filas[activo] : undefined;
    if (elegida) return elegir(elegida);
    const codigo = texto.trim();
    if (!codigo) return;
    setBuscando(true);
    try {
      const encontrados = await queryClient.fetchQuery(productosVentaQuery(codigo, buscarNombre));
      const exacto = encontrados.find(esExacta);
      if (exacto) return elegir(exacto);
      // Exactly one product by name is what the cashier meant.
      if (encontrados.length === 1) return elegir(encontrados[0]!);
      setBusqueda(codigo);
      setAbierto(true);
      setActivo(encontrados.length > 0 ? 0 : -1);
      if (encontrados.length === 0)
        feedback.error(null, MENSAJES.bodega.codigoNoEncontrado(codigo), MENSAJES.general.tituloErrorSimple);
    } catch (error) {
      feedback.error(error, MENSAJES.general.errorObtenerDatos);
    } finally {
      setBuscando(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void confirmar();
    } else if (event.key === 'ArrowDown' && filas.length > 0) {
      event.preventDefault();
      setAbierto(true);
      setActivo((i) => Math.min(i + 1, filas.length - 1));
    } else if (event.key === 'ArrowUp' && filas.length > 0) {
      event.preventDefault();
      setActivo((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Escape') {
      setAbierto(false);
      setActivo(-1);
    }
  };

  const mostrar = abierto && texto.trim().length > 0;
  const cargando = resultados.isFetching || buscando || busqueda !== texto.trim();

  return (
    <div className="product-picker pos-search">
      <Input
        ref={inputRef}
        size="large"
        autoFocus
        disabled={disabled}
        allowClear
        prefix={<BarcodeOutlined style={{ fontSize: 20, color: '#64748b' }} />}
        suffix={buscando ? <Spin size="small" /> : <kbd className="pos-kbd">F2</kbd>}
        placeholder={
          buscarNombre
            ? 'Escanee o escriba el código o nombre del producto y presione Enter'
            : 'Escanee o escriba el código del producto y presione Enter'
        }
        aria-label="Buscar producto"
        role="combobox"
        aria-expanded={mostrar}
        aria-controls="pos-search-results"
        aria-autocomplete="list"
        value={texto}
        onChange={(e) => {
          setTexto(e.target.value);
          setActivo(-1);
          setAbierto(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setAbierto(true)}
        onBlur={() => setTimeout(() => setAbierto(false), 150)}
      />
      {mostrar && (
        <div
          className="product-picker-results"
          id="pos-search-results"
          role="listbox"
          aria-label="Productos encontrados"
        >
          {filas.length === 0 ? (
            cargando ? (
              <div className="product-picker-empty">
                <Spin size="small" /> Buscando…
              </div>
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={MENSAJES.general.sinResultados}
                style={{ margin: '12px 0' }}
              />
            )
          ) : (
            filas.map((producto, index) => {
              const agotado = producto.inventariable && compare(producto.inventario, 0) <= 0;
              return (
                <div
                  key={producto.id}
                  role="option"
                  aria-selected={index === activo}
                  className={index === activo ? 'product-picker-option active' : 'product-picker-option'}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActivo(index)}
                  onClick={() => elegir(producto)}
                >
                  <div style={{ minWidth: 0 }}>
                    <Typography.Text strong>{producto.nombre}</Typography.Text>
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {[producto.codigo, producto.codigo_barras, producto.marca].filter(Boolean).join(' · ')}
                    </Typography.Text>
                  </div>
                  <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }} className="num">
                    <Typography.Text strong>
                      {format.money(producto.listado_precios[0]?.precio ?? producto.precio)}
                    </Typography.Text>
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
                </div>
              );
            })
          )}
        </div>
      )}
    </div>
  );
}
