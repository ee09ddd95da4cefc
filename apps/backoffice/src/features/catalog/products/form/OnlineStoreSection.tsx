import { Alert, Card, Form, Switch, TreeSelect, Typography } from 'antd';
import { MENSAJES, money, type DecimalesMoneda } from '@pos/shared';
import { MAXIMO_CATEGORIAS_TIENDA } from '@pos/shared/domains/catalog/catalog';
import type { CategoriaNodo } from '@pos/shared/domains/catalog/categories';
import { problemasTiendaOnline } from '@pos/shared/domains/catalog/products';
import { NumericInput } from '../../../../components/inputs/NumericInput';
import { rules } from '../../../../lib/formRules';
import { useCategoriaTree } from '../../categories/categorias.api';

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

const opciones = (nodos: readonly CategoriaNodo[]): TreeOption[] =>
  nodos.map((n) => ({ value: n.id, title: n.nombre, children: opciones(n.childs) }));

const maximoCategorias = (value: unknown) =>
  Array.isArray(value) && value.length > MAXIMO_CATEGORIAS_TIENDA ? MENSAJES.productos.tiendaMaxCategorias : undefined;

/**
 * The product in the online store: its price and up to 3 store categories. The spec's conditions
 * (simple type, an image, 3 categories at most) show while they are unmet.
 */
export function OnlineStoreSection({
  decimales,
  moneda,
  tiendaActiva,
}: {
  decimales: DecimalesMoneda;
  moneda: string;
  tiendaActiva: boolean;
}) {
  const form = Form.useFormInstance();
  const enTienda: boolean = Form.useWatch('tienda_online', form) ?? false;
  const tipo: number = Form.useWatch('tipo_producto', form) ?? 1;
  const imagenes: unknown[] = Form.useWatch('imagenes', form) ?? [];
  const categorias: number[] = Form.useWatch('categorias', form) ?? [];
  const tree = useCategoriaTree();
  const problemas = problemasTiendaOnline({
    tienda_online: enTienda,
    tipo_producto: tipo,
    imagenes: imagenes.length,
    categorias: categorias.length,
  });

  return (
    <Card title="Tienda en línea">
      {!tiendaActiva && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          La tienda en línea de la empresa está desactivada; el producto se publicará cuando se active.
        </Typography.Paragraph>
      )}
      <Form.Item name="tienda_online" label="Publicar en la tienda en línea" valuePropName="checked">
        <Switch />
      </Form.Item>
      {enTienda && (
        <>
          {problemas.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="Para publicarlo falta:"
              description={
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {problemas.map((p) => (
                    <li key={p.campo}>{p.mensaje}</li>
                  ))}
                </ul>
              }
            />
          )}
          <Form.Item name="precio_online" label="Precio en línea" rules={rules(money(decimales))}>
            <NumericInput decimales={decimales} prefix={moneda} aria-label="Precio en línea" />
          </Form.Item>
          <Form.Item
            name="categorias"
            label="Categorías de la tienda"
            extra={`Hasta ${MAXIMO_CATEGORIAS_TIENDA} categorías.`}
            rules={rules(maximoCategorias)}
          >
            <TreeSelect
              multiple
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
              allowClear
              loading={tree.isLoading}
              placeholder="Seleccione las categorías"
              treeData={opciones(tree.data ?? [])}
              aria-label="Categorías de la tienda"
            />
          </Form.Item>
        </>
      )}
    </Card>
  );
}
