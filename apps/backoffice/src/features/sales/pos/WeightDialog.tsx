import { useState } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { MENSAJES, compare, mul, toMoneyString } from '@pos/shared';
import { TIPOS_PRODUCTO } from '@pos/shared/domains/catalog/catalog';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import { MAX_CANTIDAD_LINEA } from '@pos/shared/domains/sales/sales';
import { NumericInput } from '../../../components/inputs/NumericInput';
import { useFormat } from '../../../lib/useFormat';
import { precioDePresentacion } from './cartLines';
import { DIALOGO_ESCANEABLE } from './useKeyCapture';

interface Props {
  /** The product sold by weight or capacity being added; null: the dialog is closed. */
  producto: ProductoVenta | null;
  onConfirm: (cantidad: string) => void;
  onCancel: () => void;
  /** Once the dialog has gone: the focus goes back to the search box, and a code scanned meanwhile to it. */
  afterClose: () => void;
}

const TOPE = { valor: MAX_CANTIDAD_LINEA, mensaje: MENSAJES.ventas.cantidadMaxima };

/**
 * A product sold by weight (or capacity) asks how much before it enters the cart, instead of
 * adding 1 lb: the field has the focus, Enter adds the line with it, Escape adds nothing. A code
 * scanned while it is open is not typed into the weight (the dialog is `DIALOGO_ESCANEABLE`): the
 * screen keeps it for the search box until the dialog has gone.
 */
export function WeightDialog({ producto, onConfirm, onCancel, afterClose }: Props) {
  const format = useFormat();
  const [cantidad, setCantidad] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const porPeso = producto?.tipo_producto === TIPOS_PRODUCTO.GRANEL_PESO;
  const unidad = producto?.unidad_de_medida?.abreviatura ?? '';
  const precio = producto ? precioDePresentacion(producto) : '0';

  const confirmar = () => {
    if (cantidad === null || compare(cantidad, 0) <= 0) return setError(MENSAJES.ventas.cantidadMayorACero);
    onConfirm(cantidad);
  };

  return (
    <Modal
      open={producto !== null}
      title={`${porPeso ? 'Peso' : 'Cantidad'} de ${producto?.nombre ?? ''}`}
      width={420}
      destroyOnHidden
      focusable={{ focusTriggerAfterClose: false }}
      rootClassName={WeightDialog.rootClassName}
      wrapClassName={DIALOGO_ESCANEABLE}
      afterOpenChange={(abierto) => {
        // The field's own autofocus can run while the dialog is still hidden (see CollectionPanel).
        if (abierto) document.getElementById('pos-peso')?.focus();
      }}
      afterClose={() => {
        // The next product starts from an empty field.
        setCantidad(null);
        setError(null);
        afterClose();
      }}
      onCancel={onCancel}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onCancel}>Cancelar</Button>
          <Button type="primary" onClick={confirmar}>
            Agregar
          </Button>
        </Flex>
      }
    >
      <label className="pos-label" htmlFor="pos-peso">
        {`${porPeso ? 'Peso' : 'Cantidad'}${unidad ? ` (${unidad})` : ''} · ${format.money(precio)}${unidad ? ` / ${unidad}` : ''}`}
      </label>
      <NumericInput
        id="pos-peso"
        autoFocus
        aria-label={porPeso ? 'Peso' : 'Cantidad'}
        decimales={3}
        max={TOPE}
        suffix={unidad || undefined}
        value={cantidad}
        style={{ fontSize: 22 }}
        onChange={(valor) => {
          setCantidad(valor);
          setError(null);
        }}
        onPressEnter={confirmar}
      />
      <Flex justify="space-between" style={{ marginTop: 8 }}>
        <Typography.Text type={error ? 'danger' : 'secondary'} role={error ? 'alert' : undefined}>
          {error ?? 'Enter agregar · Esc cancelar'}
        </Typography.Text>
        <Typography.Text strong className="num" aria-label="Importe">
          {format.money(toMoneyString(mul(cantidad ?? '0', precio), format.decimales))}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}

WeightDialog.rootClassName = 'pos-peso';
