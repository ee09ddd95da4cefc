import { Button, Empty, Flex, Grid, Select, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, MinusOutlined, PlusOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { MENSAJES, compare, formatQuantity } from '@pos/shared';
import { decimalesCantidad } from '@pos/shared/domains/catalog/catalog';
import { MAX_CANTIDAD_LINEA } from '@pos/shared/domains/sales/sales';
import {
  cambiarCantidad,
  cambiarDescuento,
  cambiarModeloPrecio,
  cambiarPrecio,
  quitarLinea,
  sumarCantidad,
  type OpcionesCarrito,
  type ResultadoCarrito,
} from '@pos/shared/domains/sales/rules/cart';
import { NumericInput } from '../../../components/inputs/NumericInput';
import { useFormat } from '../../../lib/useFormat';
import {
  cambiarPresentacion,
  existenciaDe,
  preciosDe,
  precioDeModelo,
  presentacionesVendibles,
  unidadDe,
  type LineaPos,
} from './cartLines';

interface Props {
  lineas: LineaPos[];
  opciones: OpcionesCarrito;
  onChange: (lineas: LineaPos[]) => void;
  onError: (mensaje: string) => void;
  /** The line just added or scanned again, highlighted for a moment. */
  destacada: string | null;
  disabled?: boolean;
  /** Enter committed a quantity, price or discount: the screen hands the focus back to its search box. */
  onListo: () => void;
}

/**
 * The quantity field's width: "99999" whole units; a weight or capacity whole, "9999.999" (a
 * phone's narrow row: "99.999", what a counter weighs).
 */
const ANCHO_CANTIDAD = 44;
const ANCHO_CANTIDAD_GRANEL = { normal: 96, compacto: 64 };

/** A line's ceiling, said where it is typed (the server refuses more too, QUANTITY_ABOVE_LIMIT). */
const TOPE_CANTIDAD = { valor: MAX_CANTIDAD_LINEA, mensaje: MENSAJES.ventas.cantidadMaxima };

/**
 * The cart: one row per product + presentation. Every change goes through the shared cart rules
 * (clamps, one line per presentation, totals), the same ones the server re-checks.
 */
export function CartTable({ lineas, opciones, onChange, onError, destacada, disabled, onListo }: Props) {
  const format = useFormat();
  const conPresentaciones = lineas.some((l) => presentacionesVendibles(l.producto).length > 0);
  const conResultado = (resultado: ResultadoCarrito<LineaPos>) =>
    resultado.ok ? onChange(resultado.lineas) : onError(resultado.error);
  // On a phone the line is the name with its price and options under it, then quantity and
  // total: everything that matters visible, nothing scrolled sideways.
  const compacto = Grid.useBreakpoint().sm === false;
  const anchoGranel = ANCHO_CANTIDAD_GRANEL[compacto ? 'compacto' : 'normal'];
  // The quantity column widens by what a bulk line's field needs, only when the cart has one.
  const extraGranel = lineas.some((l) => l.a_granel) ? anchoGranel - ANCHO_CANTIDAD : 0;

  const producto = (linea: LineaPos) => {
    const existencia = existenciaDe(linea);
    const falta = linea.producto.inventariable && compare(linea.cantidad, existencia) > 0;
    return (
      <>
        <div className="pos-cart-name" title={linea.nombre}>
          {linea.nombre}
        </div>
        <Flex gap={6} align="center" wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: linea.codigo }}>
            {linea.codigo}
          </Typography.Text>
          {linea.producto.inventariable && (
            <Tooltip title="Existencia en la sucursal">
              <Tag color={falta ? 'red' : 'default'} style={{ fontSize: 11, marginInlineEnd: 0 }}>
                {`${falta ? 'Solo hay' : 'Exist.'} ${formatQuantity(existencia, linea.a_granel)}`}
              </Tag>
            </Tooltip>
          )}
        </Flex>
      </>
    );
  };

  const presentacion = (linea: LineaPos) => {
    const presentaciones = presentacionesVendibles(linea.producto);
    if (presentaciones.length === 0) return <Typography.Text type="secondary">{unidadDe(linea)}</Typography.Text>;
    return (
      <Select
        aria-label={`Presentación de ${linea.nombre}`}
        value={linea.fraccion_id}
        disabled={disabled}
        style={{ width: '100%' }}
        popupMatchSelectWidth={false}
        options={presentaciones.map((f) => ({ value: f.id, label: f.nombre }))}
        onChange={(fraccion: number) => onChange(cambiarPresentacion(lineas, linea.key, fraccion, opciones))}
      />
    );
  };

  const cantidad = (linea: LineaPos) => (
    <Space.Compact className="pos-stepper">
      <Button
        icon={<MinusOutlined />}
        aria-label={`Quitar uno de ${linea.nombre}`}
        disabled={disabled}
        onClick={() => conResultado(sumarCantidad(lineas, linea.key, -1, opciones))}
      />
      <NumericInput
        aria-label={`Cantidad de ${linea.nombre}`}
        decimales={decimalesCantidad(linea.tipo_producto)}
        value={linea.cantidad}
        max={TOPE_CANTIDAD}
        disabled={disabled}
        // A weight shows whole (2.375, not "2.3"); whole units take less room.
        style={{ width: linea.a_granel ? anchoGranel : ANCHO_CANTIDAD }}
        onPressEnter={onListo}
        // An emptied field is being retyped: the line keeps its quantity until a number comes.
        onChange={(valor) => valor !== null && onChange(cambiarCantidad(lineas, linea.key, valor, opciones))}
      />
      <Button
        icon={<PlusOutlined />}
        aria-label={`Agregar uno de ${linea.nombre}`}
        disabled={disabled}
        onClick={() => conResultado(sumarCantidad(lineas, linea.key, 1, opciones))}
      />
    </Space.Compact>
  );

  const precio = (linea: LineaPos) => {
    const niveles = preciosDe(linea.producto, linea.fraccion_id).filter(
      (p) => compare(p.precio, 0) > 0 || p.id === linea.modelo_precio,
    );
    return (
      <Flex vertical gap={4}>
        {niveles.length > 1 && (
          <Select
            aria-label={`Nivel de precio de ${linea.nombre}`}
            size="small"
            style={{ width: '100%' }}
            value={linea.modelo_precio}
            disabled={disabled}
            popupMatchSelectWidth={false}
            options={niveles.map((p) => ({ value: p.id, label: `${p.nombre} · ${format.money(p.precio)}` }))}
            // The closed select shows only the price (the column is narrow); the level's name is on hover and in the list.
            labelRender={({ value }) => {
              const nivel = niveles.find((p) => p.id === value);
              return nivel ? <span title={nivel.nombre}>{format.money(nivel.precio)}</span> : null;
            }}
            onChange={(modelo: number) =>
              onChange(cambiarModeloPrecio(lineas, linea.key, modelo, precioDeModelo(linea, modelo), opciones))
            }
          />
        )}
        {opciones.precioEditable ? (
          <NumericInput
            aria-label={`Precio de ${linea.nombre}`}
            decimales={format.decimales}
            prefix={format.moneda}
            value={linea.precio}
            disabled={disabled}
            onPressEnter={onListo}
            onChange={(valor) => valor !== null && conResultado(cambiarPrecio(lineas, linea.key, valor, opciones))}
          />
        ) : (
          niveles.length <= 1 && <span className="num">{format.money(linea.precio)}</span>
        )}
      </Flex>
    );
  };

  const descuento = (linea: LineaPos) => (
    <div className="pos-discount">
      <NumericInput
        aria-label={`Descuento de ${linea.nombre}`}
        decimales={2}
        suffix="%"
        value={linea.desc_porcentaje}
        disabled={disabled}
        onPressEnter={onListo}
        onChange={(valor) => conResultado(cambiarDescuento(lineas, linea.key, valor ?? '0', opciones))}
      />
    </div>
  );

  const total = (linea: LineaPos) => (
    <div className="num">
      <Typography.Text strong>{format.money(linea.total_importe)}</Typography.Text>
      {compare(linea.desc_monto, 0) > 0 && (
        <Typography.Text type="success" style={{ display: 'block', fontSize: 12 }}>
          {`−${format.money(linea.desc_monto)} c/u`}
        </Typography.Text>
      )}
    </div>
  );

  const quitar = (linea: LineaPos) => (
    <Tooltip title="Quitar de la venta">
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={`Quitar ${linea.nombre}`}
        disabled={disabled}
        onClick={() => onChange(quitarLinea(lineas, linea.key))}
      />
    </Tooltip>
  );

  const columnaQuitar = { key: 'quitar', width: 36, className: 'pos-cart-remove', align: 'center' as const };
  const columnas: TableColumnsType<LineaPos> = compacto
    ? [
        {
          title: 'Producto',
          key: 'producto',
          render: (_, linea) => (
            <Flex vertical gap={6}>
              <div>{producto(linea)}</div>
              <div className="pos-cart-compact-options">
                {conPresentaciones && presentacion(linea)}
                {precio(linea)}
                {opciones.permitirDescuento && descuento(linea)}
              </div>
            </Flex>
          ),
        },
        { title: 'Cantidad', key: 'cantidad', width: 96 + extraGranel, render: (_, linea) => cantidad(linea) },
        { title: 'Total', key: 'total', width: 84, align: 'right', render: (_, linea) => total(linea) },
        { ...columnaQuitar, render: (_, linea) => quitar(linea) },
      ]
    : [
        { title: 'Producto', key: 'producto', render: (_, linea) => producto(linea) },
        ...(conPresentaciones
          ? [
              {
                title: 'Presentación',
                key: 'presentacion',
                width: 112,
                render: (_: unknown, l: LineaPos) => presentacion(l),
              },
            ]
          : []),
        { title: 'Cantidad', key: 'cantidad', width: 102 + extraGranel, render: (_, linea) => cantidad(linea) },
        { title: 'Precio', key: 'precio', width: 100, render: (_, linea) => precio(linea) },
        ...(opciones.permitirDescuento
          ? [{ title: 'Desc. %', key: 'descuento', width: 84, render: (_: unknown, l: LineaPos) => descuento(l) }]
          : []),
        { title: 'Total', key: 'total', width: 90, align: 'right', render: (_, linea) => total(linea) },
        { ...columnaQuitar, render: (_, linea) => quitar(linea) },
      ];

  return (
    <Table<LineaPos>
      className={compacto ? 'pos-cart pos-cart-compact' : 'pos-cart'}
      rowKey="key"
      size="middle"
      pagination={false}
      dataSource={lineas}
      // Fixed widths for the controls, the rest for the name: the cart fits beside the summary
      // at 1280 px, and on a phone in its compact columns.
      tableLayout="fixed"
      scroll={compacto ? undefined : { x: 600 }}
      rowClassName={(linea) => (linea.key === destacada ? 'pos-row-flash' : '')}
      locale={{
        emptyText: (
          <Empty
            image={<ShoppingCartOutlined style={{ fontSize: 48, color: '#cbd5e1' }} />}
            description={
              <Typography.Text type="secondary">
                Escanee un código de barras o busque un producto para comenzar la venta
              </Typography.Text>
            }
          />
        ),
      }}
      columns={columnas}
    />
  );
}
