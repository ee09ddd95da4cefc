import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Empty, Input, Spin, Typography, type InputRef } from 'antd';
import { BarcodeOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { MENSAJES, formatQuantity } from '@pos/shared';
import type { LineaProductoBodega } from '@pos/shared/domains/inventory';
import { useFeedback } from '../../../lib/feedback';
import { useFormat } from '../../../lib/useFormat';
import { productosBodegaQuery, useProductosBodega } from '../inventory.api';
import { coincidenciaExacta } from './movementLines';

const DEBOUNCE_MS = 250;

interface Props {
  /** `codigo`: the exact text that was scanned or typed, when Enter picked by it. */
  onPick: (fila: LineaProductoBodega, codigo?: string) => void;
  disabled?: boolean;
}

/**
 * The product search of the movement screens. Typing lists matches as you go (arrows + Enter or
 * a click picks one); a barcode scanner types the code and Enter at once, so Enter on fresh text
 * asks the server for that exact text and adds the product whose barcode or code it is.
 */
export function ProductPicker({ onPick, disabled }: Props) {
  const inputRef = useRef<InputRef>(null);
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const format = useFormat();
  const [texto, setTexto] = useState('');
  const [busqueda, setBusqueda] = useState('');
  const [activo, setActivo] = useState(-1);
  const [abierto, setAbierto] = useState(false);
  const [buscando, setBuscando] = useState(false);
  const resultados = useProductosBodega(busqueda, busqueda.length > 0 && !disabled);

  useEffect(() => {
    const timer = setTimeout(() => setBusqueda(texto.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [texto]);

  const filas = busqueda === texto.trim() ? (resultados.data ?? []) : [];

  const elegir = (fila: LineaProductoBodega, codigo?: string) => {
    onPick(fila, codigo);
    setTexto('');
    setBusqueda('');
    setActivo(-1);
    setAbierto(false);
    inputRef.current?.focus();
  };

  /** Enter: the highlighted row, or the exact match of what was typed (a scan). */
  const confirmar = async () => {
    const elegida = activo >= 0 ? filas[activo] : undefined;
    if (elegida) return elegir(elegida);
    const codigo = texto.trim();
    if (!codigo) return;
    setBuscando(true);
    try {
      const encontradas = await queryClient.fetchQuery(productosBodegaQuery(codigo));
      const fila = coincidenciaExacta(encontradas, codigo);
      if (fila) return elegir(fila, codigo);
      setBusqueda(codigo);
      setAbierto(true);
      if (encontradas.length === 0)
        feedback.error(null, MENSAJES.bodega.codigoNoEncontrado(codigo), MENSAJES.general.tituloErrorSimple);
    } catch (error) {
      feedback.error(error, MENSAJES.general.errorObtenerDatos);
    } finally {
      setBuscando(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Never submits the document: Enter belongs to the search.
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
    <div className="product-picker">
      <Input
        ref={inputRef}
        size="large"
        autoFocus
        disabled={disabled}
        allowClear
        prefix={<BarcodeOutlined />}
        suffix={buscando ? <Spin size="small" /> : undefined}
        placeholder="Escanee el código de barras o busque por código o nombre y presione Enter"
        aria-label="Buscar producto"
        role="combobox"
        aria-expanded={mostrar}
        aria-controls="product-picker-results"
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
          id="product-picker-results"
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
            filas.map((fila, index) => (
              <div
                key={fila.producto.id}
                role="option"
                aria-selected={index === activo}
                className={index === activo ? 'product-picker-option active' : 'product-picker-option'}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActivo(index)}
                onClick={() => elegir(fila)}
              >
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
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
}
